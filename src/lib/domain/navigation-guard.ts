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

/**
 * Only same-site absolute paths are followed, so a crafted link cannot send a member elsewhere.
 * Returns undefined for anything else.
 */
export function safeLocalPath(path: string | null | undefined): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return path;
}

/** Where the landing point sends an authenticated user who asked for `path`. */
export function landingTarget(path: string | null | undefined): string | undefined {
  const safe = safeLocalPath(path);
  if (!safe || safe === '/') return undefined;
  const pathname = safe.split(/[?#]/)[0] ?? safe;
  return LANDING_REDIRECTS[pathname] ?? safe;
}
