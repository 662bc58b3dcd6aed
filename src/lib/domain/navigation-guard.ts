import { FIRST_CHANGE_PATH, HOME_PATH, LANDING_REDIRECTS, type RouteMeta } from '../routes';

export type GuardDecision = { kind: 'proceed' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  meta: RouteMeta;
  /** Requested path with its query, as the user asked for it. */
  requested: string;
  /** Result of the system-open check; not consulted for isClose routes. */
  systemOpen: boolean;
  authenticated: boolean;
  /** The spec's userInfo.firstLogin: true once the first-login password change is done. */
  firstLogin: boolean;
}

/** The navigation guard of spec §2/§4, as one pure decision. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { meta } = input;
  if (meta.isClose) return { kind: 'proceed' };
  if (!input.systemOpen) return { kind: 'redirect', to: '/close' };
  if (meta.isEntryPoint) return { kind: 'proceed' };
  if (!input.authenticated) return { kind: 'redirect', to: landingPointFor(input.requested) };
  if (!input.firstLogin) {
    return meta.isFirstLoginPoint ? { kind: 'proceed' } : { kind: 'redirect', to: FIRST_CHANGE_PATH };
  }
  if (meta.isFirstLoginPoint) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'proceed' };
}

export function landingPointFor(requested: string): string {
  return `/?path=${encodeURIComponent(requested)}`;
}

/** A stand-in origin: resolving a relative reference never depends on which host serves the app. */
const APP_ORIGIN = 'http://app.invalid';
/**
 * Control characters (browsers silently drop tab, CR and LF from URLs, so "/\t/host" becomes
 * "//host") and backslashes (read as "/").
 */
function hasUnsafeCharacter(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * Only paths that stay on the app's own origin are followed, so a crafted link cannot send a member
 * elsewhere. The path is resolved the way a browser resolves a Location header; the normalised
 * result must resolve to the same origin again (dot segments can leave a "//host" behind).
 * Returns undefined for anything else.
 */
export function safeLocalPath(path: string | null | undefined): string | undefined {
  if (!path || !path.startsWith('/') || hasUnsafeCharacter(path)) return undefined;
  const resolved = sameOriginUrl(path);
  if (!resolved) return undefined;
  const local = resolved.pathname + resolved.search + resolved.hash;
  return sameOriginUrl(local) ? local : undefined;
}

function sameOriginUrl(path: string): URL | undefined {
  if (path.startsWith('//')) return undefined;
  try {
    const url = new URL(path, APP_ORIGIN);
    return url.origin === APP_ORIGIN ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Where the landing point sends an authenticated user who asked for `path`. */
export function landingTarget(path: string | null | undefined): string | undefined {
  const safe = safeLocalPath(path);
  if (!safe || safe === '/') return undefined;
  const pathname = safe.split(/[?#]/)[0] ?? safe;
  return LANDING_REDIRECTS[pathname] ?? safe;
}

/**
 * Spec §2 login success rule: a member done with the first-login change goes through the landing
 * point with the page they originally asked for (or home); anyone else must change the password.
 * Followed by the login page's script and by its form posted without one.
 */
export function afterLoginPath(
  session: { userInfo: { firstLogin: boolean } },
  requestedPath: string | null | undefined,
): string {
  if (!session.userInfo.firstLogin) return FIRST_CHANGE_PATH;
  const path = safeLocalPath(requestedPath);
  return path && path !== '/' ? landingPointFor(path) : HOME_PATH;
}
