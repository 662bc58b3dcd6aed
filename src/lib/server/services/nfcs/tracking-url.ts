import { config } from '../../config';

/** The public tracking page of a certificate: printed on its PDF and shown after issuing. */
export function trackingUrl(hash: string, passCd: string): string {
  return `${config().PUBLIC_REPORT_BASE_URL.replace(/\/+$/, '')}/report/${encodeURIComponent(hash)}/${encodeURIComponent(passCd)}`;
}
