/**
 * Whether an unsafe request comes from a page of the app itself. Browsers send Sec-Fetch-Site
 * with every request and Origin with every POST; no page on another site can set either. Where
 * the browser sends Sec-Fetch-Site it decides alone: behind a TLS-terminating proxy the Origin the
 * browser sends (https://…) differs from the origin the app sees (http://its own host), which
 * Sec-Fetch-Site is not affected by. Without it (older browsers) Origin must be one of the app's
 * origins. A request carrying neither is not from a browser page of ours and is refused.
 */
export function isSameOriginRequest(request: Request, appOrigins: readonly string[]): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && appOrigins.includes(origin);
}

/**
 * Whether an unsafe call that carries the session cookie shows a browser's mark of another site:
 * Sec-Fetch-Site other than same-origin where the browser sends it (it decides alone, as above),
 * else an Origin that is not one of the app's. A call with neither header is not made by a browser
 * page (a browser sends at least one with every unsafe request), so it cannot be a forgery; its
 * double-submit token is still checked.
 */
export function isForeignRequest(request: Request, appOrigins: readonly string[]): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && !appOrigins.includes(origin);
}

/** The origins the app answers at: the one it sees itself, and the public one behind a proxy. */
export function appOriginsOf(url: URL, publicOrigin: string | undefined): string[] {
  return publicOrigin && publicOrigin !== url.origin ? [url.origin, publicOrigin] : [url.origin];
}
