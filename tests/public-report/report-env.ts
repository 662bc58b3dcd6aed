import type { CertificateFixture } from '../fixtures/certificate-fixtures';

/** What the global setup hands the tests (through process.env, the way Playwright passes it on). */
export interface ReportE2e {
  origin: string;
  api: string;
  outDir: string;
  big: CertificateFixture;
  menu: CertificateFixture;
  /** pdftotext of the `big` certificate's PDF, rendered with the site's origin as tracking base URL. */
  pdfText: string;
}

export function reportEnv(): ReportE2e {
  const raw = process.env.REPORT_E2E;
  if (!raw) throw new Error('REPORT_E2E is not set: run with -c tests/public-report/playwright.config.ts');
  return JSON.parse(raw) as ReportE2e;
}

export const reportUrl = (env: ReportE2e, c: { hash: string; passCd: string }) =>
  `${env.origin}/report/${c.hash}/${c.passCd}`;
