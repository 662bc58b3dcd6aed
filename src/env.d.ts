/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the middleware for every request. */
    requestId: string;
    clientIp: string;
    /** Set when the request carries a live session. */
    auth?: import('./lib/server/auth/session-context').AuthContext;
    /** Under /admin and /api/admin only: the live operator session, if any (never a member's). */
    operator?: import('./lib/server/auth/operator-context').OperatorContext;
    /** Under /admin and /api/admin only: the request carries a live member session (answered 404). */
    memberOnAdmin?: boolean;
    /** Set by the failures middleware while it renders a failed page's 503 or 500 page. */
    failure?: 'unavailable' | 'error';
  }
}
