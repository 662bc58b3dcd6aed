import { setCodes } from '../stores/codes';

/**
 * The landing point's step in the browser (spec §2 "reload user info and code master data"): the
 * tab's cached code master is dropped, so the requested screen reads it from the server again,
 * then the page is replaced by that screen (back does not return to the landing point).
 */
export function reloadCodesOnLanding(win: Window): void {
  const target = win.document.querySelector<HTMLElement>('[data-landing-target]')?.dataset.landingTarget;
  if (!target) return;
  setCodes(null);
  win.location.replace(target);
}
