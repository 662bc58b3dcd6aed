import { DONE_PATHS } from '../routes';
import { landingTarget } from '../domain/navigation-guard';
import { allowLeave } from './leave-guard';

/**
 * A flow's done step is shown by its confirm page, whose title says （確認）. Once the step is
 * done the page heading and the document title say （完了） instead, so the title says what happened, and the
 * address becomes the flow's done path rather than keeping …/confirm, as the title does: one rule
 * for the three flows.
 */
export function completionTitleOf(confirmTitle: string): string {
  return confirmTitle.replace(/（確認）$/, '') + '（完了）';
}

/**
 * The address the done view shows in place of `pathname` (a confirm path), or undefined for a
 * page that is not a flow's confirm step.
 */
function donePathOf(pathname: string): string | undefined {
  return DONE_PATHS[pathname.replace(/\/+$/, '')];
}

/**
 * The page the layout rendered becomes the done view: its h1 and the document title say （完了）,
 * and the confirm entry of the history is replaced by the done path (the kept input is gone by
 * then, so neither a reload nor going back can send it again). Back from the done view would reach
 * the earlier confirm entry of this same document: it goes where a reload of the done path goes
 * instead, the flow's start (its input; /bid/list for a sell bid), so no confirm step is offered.
 */
export function showCompletionTitle(doc: Document = document): void {
  const heading = doc.querySelector<HTMLHeadingElement>('h1.page-title');
  const confirmTitle = heading?.textContent ?? doc.title;
  const title = completionTitleOf(confirmTitle.trim());
  if (heading) heading.textContent = title;
  doc.title = title;
  doc.body.dataset.title = title;
  const win = doc.defaultView;
  const done = win ? donePathOf(win.location.pathname) : undefined;
  if (!win || !done) return;
  win.history.replaceState(win.history.state, '', done);
  const start = landingTarget(done) ?? '/';
  win.addEventListener(
    'popstate',
    () => {
      allowLeave(doc);
      win.location.replace(start);
    },
    { once: true },
  );
}
