/*
 * A local preview of the public tracking site: `npm run report:preview [dir] [port]` serves a built
 * site with the static server `npm start` uses (src/lib/server/http/static-site.ts).
 */
import { serveStatic } from '../src/lib/server/http/static-site';

const [dir = 'public-report/dist', port = '4322'] = process.argv.slice(2);
const site = await serveStatic(dir, Number(port));
console.log(`public-report: ${site.origin}/report/{hash}/{passCd}`);
