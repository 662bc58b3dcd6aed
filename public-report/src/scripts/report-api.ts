import { configureApiClient } from '../../../src/lib/api-client/config';
import { getCertificate, getCertificateDetails } from '../../../src/lib/api-client/endpoints/certificate';
import type { ReportLink } from './report-link';

/** Spec §9: the public detail table shows 10 rows a page. */
export const DETAIL_PAGE_SIZE = 10;

/**
 * The member side's client core (src/lib/api-client), set up for a static page on another origin:
 * the API address fixed at build time, no cookies, nothing cached, no referrer. It keeps its
 * no-op reactions (no session, no snackbar), so it sends only CORS-safelisted headers and the
 * browser makes no preflight.
 */
configureApiClient({
  baseURL: import.meta.env.PUBLIC_API_BASE_URL,
  fetch: (input, init) =>
    globalThis.fetch(input, { ...init, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' }),
});

/**
 * The page shows every failure itself (not-found, or its error page): the calls are silent, so the
 * client neither retries nor sends the browser to the member side's /login or /close.
 */
const SILENT = { silent: true };

export function fetchCertificate(link: ReportLink) {
  return getCertificate({ hash: link.hash, passCd: link.passCd }, SILENT);
}

export function fetchDetails(link: ReportLink, offset: number) {
  return getCertificateDetails(
    { hash: link.hash, passCd: link.passCd, offset, limit: DETAIL_PAGE_SIZE, count: true },
    SILENT,
  );
}
