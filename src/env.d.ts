/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the middleware for every request. */
    requestId: string;
    clientIp: string;
    /** Set when the request carries a live session. */
    auth?: import('./lib/server/auth/session-context').AuthContext;
  }
}
