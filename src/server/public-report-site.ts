import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createStaticSiteServer } from '../lib/server/http/static-site';

/**
 * The public tracking site beside the app, so that the demo's certificate links work from the first command: `npm start` builds it into dist/public-report
 * (scripts/build-if-stale.mjs) and the server serves it on the port of PUBLIC_REPORT_BASE_URL, the
 * address printed on certificates and in their QR codes, so a demo certificate's link opens. A site
 * that is not built or a port in use is said and skipped: the app itself still starts.
 */
export async function startPublicReportSite(dir: string, baseUrl: string, host: string): Promise<Server | undefined> {
  if (!existsSync(path.join(dir, 'report', 'index.html'))) {
    console.warn(`公開トラッキングサイトがビルドされていないため配信しません（${dir}。npm start がビルドします）。`);
    return undefined;
  }
  const base = new URL(baseUrl);
  const port = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
  const server = createStaticSiteServer(dir);
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      console.warn(
        error.code === 'EADDRINUSE'
          ? `公開トラッキングサイトのポート ${port} は使用中のため配信しません（PUBLIC_REPORT_BASE_URL で別のポートを指定できます）。`
          : `公開トラッキングサイトを配信できません: ${error.message}`,
      );
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return undefined;
  console.log(`公開トラッキングサイト: ${base.origin}/report/{hash}/{passCd}`);
  return server;
}
