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

/**
 * Unsaved input, which a menu click once lost without a word: typing into a guarded form marks the page; leaving it by the menu or
 * any in-app link then asks first. A form is guarded when the page is an input page (preventReload,
 * all of main) or when it carries data-unsaved-guard (the buy form on /bid/list). A form that has
 * registered its input calls markSaved.
 */
const UNSAVED = 'data-unsaved-input';
export const UNSAVED_GUARD_ATTRIBUTE = 'data-unsaved-guard';
export const LEAVE_UNSAVED_QUESTION = '入力内容が保存されていません。このページを離れてもよろしいですか？';

export function markUnsaved(doc: Document | undefined = globalThis.document): void {
  doc?.documentElement.setAttribute(UNSAVED, 'true');
}

export function markSaved(doc: Document | undefined = globalThis.document): void {
  doc?.documentElement.removeAttribute(UNSAVED);
}

export function hasUnsavedInput(doc: Document | undefined = globalThis.document): boolean {
  return doc?.documentElement.getAttribute(UNSAVED) === 'true';
}
