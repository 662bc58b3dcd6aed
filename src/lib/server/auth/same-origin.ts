/**
 * Whether an unsafe request comes from a page of the app itself. Browsers send Origin with every
 * POST and Sec-Fetch-Site with every request; neither can be set by a page on another site. A
 * request carrying neither is not from a browser page of ours, so it is refused as well.
 */
export function isSameOriginRequest(request: Request, appOrigin: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === appOrigin;
  return fetchSite === 'same-origin';
}
