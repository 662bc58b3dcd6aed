import { config } from '../config';

/** Headers every answer carries: pages, API answers and the static files under /_astro/. */
const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const OVER_TLS: Readonly<Record<string, string>> = {
  ...BASELINE_HEADERS,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * The baseline, with HSTS where the site is served over TLS (COOKIE_SECURE): on every answer,
 * the static files and the parser's early refusals included, not only the rendered ones.
 */
export function baselineHeaders(): Readonly<Record<string, string>> {
  return config().COOKIE_SECURE ? OVER_TLS : BASELINE_HEADERS;
}
