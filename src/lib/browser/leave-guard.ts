/**
 * The beforeunload warning of preventReload pages must stay quiet when the app itself navigates
 * (after a successful submit, on 401/503). The flag lives on <html> rather than in a module
 * variable because the layout script and the islands may be bundled as separate module graphs.
 */
const ATTRIBUTE = 'data-allow-leave';

export function allowLeave(doc: Document | undefined = globalThis.document): void {
  doc?.documentElement.setAttribute(ATTRIBUTE, 'true');
}

export function isLeaveAllowed(doc: Document | undefined = globalThis.document): boolean {
  return doc?.documentElement.getAttribute(ATTRIBUTE) === 'true';
}

/** Warn again: an in-app link click that did not leave the page (a download) must not disarm the page. */
export function forbidLeave(doc: Document | undefined = globalThis.document): void {
  doc?.documentElement.removeAttribute(ATTRIBUTE);
}
