import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import buildApp from '../setup/build-app';
import { startApp } from '../setup/app-server';
import { serveStatic } from '../../src/lib/server/http/static-site';
import { insertCertificate } from '../fixtures/certificate-fixtures';
import { renderPdf } from '../setup/poppler';
import { certificates } from '../../src/lib/server/db/schema';
import { getNfcPdf } from '../../src/lib/server/services/nfcs/get-nfc-pdf';
import { eq } from 'drizzle-orm';
import type { ReportE2e } from './report-env';
import { readMarketResultsOnce, seedMarketResults } from './market-results-data';

/**
 * Two origins, as deployed: the static server first (its origin goes into the app's CORS list),
 * then the app on PGlite, then the site built against the app's address into a scratch directory.
 * The app holds two certificates and the cleared auctions of market-results-data.ts.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildApp();
  const outDir = mkdtempSync(path.join(tmpdir(), 'public-report-e2e-'));
  const site = await serveStatic(outDir);
  const app = await startApp('pglite', { PUBLIC_REPORT_ORIGINS: site.origin, PUBLIC_REPORT_BASE_URL: site.origin });
  execFileSync('npx', ['astro', 'build', '--root', 'public-report'], {
    stdio: 'ignore',
    env: { ...process.env, PUBLIC_API_BASE_URL: app.baseUrl, REPORT_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const big = await insertCertificate(app.db, { detailCount: 23 });
  const menu = await insertCertificate(app.db, { detailCount: 3, nfcTypeCd: 2, productCd: 1 });
  await seedMarketResults(app.db);
  await readMarketResultsOnce(app.baseUrl);
  const env: ReportE2e = {
    origin: site.origin,
    api: app.baseUrl,
    outDir,
    big,
    menu,
    pdfText: await pdfTextOf(app.db, big.id),
  };
  process.env.REPORT_E2E = JSON.stringify(env);
  return async () => {
    await app.close();
    await site.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}

/** The text of the certificate's PDF as its owner downloads it (the service behind the endpoint). */
async function pdfTextOf(db: Parameters<typeof getNfcPdf>[0], certificateId: number): Promise<string> {
  const [c] = await db.select().from(certificates).where(eq(certificates.id, certificateId));
  const download = await getNfcPdf(db, c!.organizationId, c!.fiscalYear, c!.certificateNo);
  const pdf = Buffer.from(await new Response(download.body).arrayBuffer());
  return (await renderPdf(pdf)).text;
}
