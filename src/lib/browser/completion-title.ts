/**
 * A flow's done step is shown on its confirm route, whose title says （確認）. Once the step is
 * done the page heading and the document title say （完了） instead (issue 14 §6): same route,
 * same layout, one rule for the three flows.
 */
export function completionTitleOf(confirmTitle: string): string {
  return confirmTitle.replace(/（確認）$/, '') + '（完了）';
}

/** Retitles the page the layout rendered: its h1 and the document title. */
export function showCompletionTitle(doc: Document = document): void {
  const heading = doc.querySelector<HTMLHeadingElement>('h1.page-title');
  const confirmTitle = heading?.textContent ?? doc.title;
  const title = completionTitleOf(confirmTitle.trim());
  if (heading) heading.textContent = title;
  doc.title = title;
  doc.body.dataset.title = title;
}
