import type { CertificateDetailItem, CertificateResponse } from '../../../src/lib/schemas/certificate';
import type { ReportLink } from './report-link';

/** Spec §9: the public detail table shows 10 rows a page. */
export const DETAIL_PAGE_SIZE = 10;

const API_BASE = import.meta.env.PUBLIC_API_BASE_URL.replace(/\/+$/, '');

export interface DetailPage {
  certificateDetails: CertificateDetailItem[];
  count?: number;
}

/** Any answer but 2xx, or no answer: the page only needs to know that it failed. */
export class LoadFailure extends Error {
  constructor(readonly status: number) {
    super(`load failed (${status})`);
  }
}

async function getJson<T>(path: string, params: Record<string, string>): Promise<T> {
  let res: Response;
  try {
    // Only CORS-safelisted headers, so the browser sends no preflight; no cookies are involved.
    res = await fetch(`${API_BASE}${path}?${new URLSearchParams(params)}`, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new LoadFailure(0);
  }
  if (!res.ok) throw new LoadFailure(res.status);
  return (await res.json()) as T;
}

export function fetchCertificate(link: ReportLink): Promise<CertificateResponse> {
  return getJson('/api/v1/certificate', { hash: link.hash, passCd: link.passCd });
}

export function fetchDetails(link: ReportLink, offset: number): Promise<DetailPage> {
  return getJson('/api/v1/certificate/detail-get', {
    hash: link.hash,
    passCd: link.passCd,
    offset: String(offset),
    limit: String(DETAIL_PAGE_SIZE),
    count: 'true',
  });
}
