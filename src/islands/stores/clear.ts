import { clearApiErrors } from './api-errors';
import { setCodes } from './codes';
import { setSession } from './session';

/** Logout and 401 both forget everything about the member: session, master data, stored errors. */
export function clearClientState(): void {
  setSession(null);
  setCodes(null);
  clearApiErrors();
}
