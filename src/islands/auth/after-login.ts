import { safeLocalPath } from '../../lib/domain/navigation-guard';
import { FIRST_CHANGE_PATH, HOME_PATH } from '../../lib/routes';
import type { AuthSessionResponse } from '../../lib/schemas/auth';

/**
 * Spec §2 login success rule: a member done with the first-login change goes through the landing
 * point with the page they originally asked for (or home); anyone else must change the password.
 */
export function afterLoginPath(session: AuthSessionResponse, requestedPath: string | null | undefined): string {
  if (!session.userInfo.firstLogin) return FIRST_CHANGE_PATH;
  const path = safeLocalPath(requestedPath);
  return path && path !== '/' ? `/?path=${encodeURIComponent(path)}` : HOME_PATH;
}
