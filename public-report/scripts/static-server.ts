/*
 * A local preview of the public tracking site, and the static server of its browser tests and
 * benchmark: the one in src/lib/server/http/static-site.ts, which `npm start` also uses.
 */
export { rewrite, serveStatic, type StaticServer } from '../../src/lib/server/http/static-site';
import { serveStatic } from '../../src/lib/server/http/static-site';

// Local preview: tsx public-report/scripts/static-server.ts [dir] [port]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'public-report/dist', port = '4322'] = process.argv.slice(2);
  const s = await serveStatic(dir, Number(port));
  console.log(`public-report: ${s.origin}/report/{hash}/{passCd}`);
}
