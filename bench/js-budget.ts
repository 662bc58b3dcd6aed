/**
 * Issue 13 §5: JavaScript per page, gzip, as a signed-in member's browser loads it before any click
 * (module and inline scripts, the islands' modules and their static imports; a dynamic import()
 * loaded on click does not count). `npx tsx bench/js-budget.ts` builds (unless SKIP_BUILD=1 and
 * dist is there), starts the built server on PGlite with the demo members and weighs every page.
 * Writes bench/results/js-budget.md and the jsBudget key of bench/results/summary.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUTH_PAGE_GOAL_KB,
  AUTH_PAGES,
  CONSOLE_LOGIN_PAGE,
  CONSOLE_PAGES,
  goalKb,
  measureConsoleJsBudget,
  measureJsBudget,
  MEMBER_PAGE_GOAL_KB,
  type PageFigure,
} from './lib/js-budget-pages';
import { kb } from './lib/js-weight';
import { machineFacts, machineSummary } from './lib/machine';
import { mergeSummary } from './lib/summary';
import { startApp } from '../tests/setup/app-server';

/** The same measurement at d50ce42, before the work of issue 13 §5 (KB, 1 KB = 1024 bytes). */
const BEFORE_KB: Record<string, number> = {
  '/account/balance': 160.7,
  '/account/history': 161.6,
  '/account/negotiation/input': 161.4,
  '/account/negotiation/confirm': 140.1,
  '/account/nfc/publish/input': 160.1,
  '/account/nfc/publish/confirm': 140.5,
  '/account/nfc/list': 174,
  '/bid/list': 176.4,
  '/bid/result': 156.5,
  '/bid/sell-bid/input': 175.2,
  '/bid/sell-bid/confirm': 135.6,
  '/settlement': 154.8,
  '/login': 145.8,
  '/password/first-change': 145.4,
  '/password/change': 149.4,
  '/error': 83.4,
};

/** The console's pages at 4f64420, before issue 23 §3 (react-bootstrap, react-hook-form, the registry's schemas). */
const CONSOLE_BEFORE_KB: Record<string, number> = {
  '/admin/login': 137.2,
  '/admin/mfa/setup': 138.2,
  '/admin/password/first-change': 137.3,
  '/admin': 113.4,
  '/admin/system': 133.9,
  '/admin/rounds': 134.4,
  '/admin/uploads': 134.3,
  '/admin/clearing': 113.4,
  '/admin/members': 133.9,
  '/admin/audit': 126.6,
};

if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/server/entry.mjs'))
  execFileSync('npx', ['astro', 'build'], { stdio: 'ignore' });

// The built server in this process on PGlite with the demo members: pages' scripts do not depend on data.
const server = await startApp('pglite', {}, 'members');
let figures: PageFigure[];
try {
  const clientDir = path.resolve('dist/client');
  figures = [
    ...(await measureJsBudget(server.baseUrl, clientDir)),
    ...(await measureConsoleJsBudget(server.baseUrl, server.db, clientDir)),
  ];
} finally {
  await server.close();
}

const isAuth = (p: string) => (AUTH_PAGES as readonly string[]).includes(p);
const isConsole = (p: string) => CONSOLE_PAGES.includes(p);
const members = figures.filter((f) => !isAuth(f.path) && !isConsole(f.path));
const consolePages = figures.filter((f) => isConsole(f.path) && f.path !== CONSOLE_LOGIN_PAGE);
const largestConsolePageKb = Math.max(...consolePages.map((f) => f.kb));
const consoleLoginKb = figures.find((f) => f.path === CONSOLE_LOGIN_PAGE)?.kb;
const auth = figures.filter((f) => isAuth(f.path));
const largestMemberPageKb = Math.max(...members.map((f) => f.kb));
const authPagesMaxKb = Math.max(...auth.map((f) => f.kb));
const largestFiles = (f: PageFigure) =>
  [...f.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((s) => `${s.name.replace(/^\/_astro\//, '').replace(/\.[\w-]{8}\.js$/, '')} ${kb(s.gzipBytes)}`)
    .join(', ');

mergeSummary('jsBudget', {
  pages: Object.fromEntries(figures.map((f) => [f.path, f.kb])),
  before: { ...BEFORE_KB, ...CONSOLE_BEFORE_KB },
  largestMemberPageKb,
  authPagesMaxKb,
  largestConsolePageKb,
  consoleLoginKb,
  goal: `member and console pages <= ${MEMBER_PAGE_GOAL_KB} KB, ${[...AUTH_PAGES, CONSOLE_LOGIN_PAGE].join(', ')} <= ${AUTH_PAGE_GOAL_KB} KB (gzip, 1 KB = 1024 bytes)`,
  machine: machineSummary(),
});

const facts = machineFacts();
const md = `## JavaScript per page (issue 13 §5)

${facts}
- What counts: the page as the server renders it for a signed-in member (sakura01; /password/first-change
  as sakura02, who must still change the first password; /login signed out): its module and inline
  scripts, its islands' component and renderer modules, and every module they import statically, from
  dist/client, each file once, gzip at zlib's default level. A dynamic \`import()\` (a dialog loaded on
  click) does not count. 1 KB = 1024 bytes.
- Goal: no member page above ${MEMBER_PAGE_GOAL_KB} KB; ${AUTH_PAGES.map((p) => `\`${p}\``).join(', ')} at most ${AUTH_PAGE_GOAL_KB} KB.
  \`tests/api/js-budget.test.ts\` holds every page to it (pages not there yet to a ceiling that only goes down).
- Before: the same measurement at d50ce42.

| page | before (KB) | now (KB) | goal (KB) | largest files now (KB) |
|---|---:|---:|---:|---|
${figures
  .map(
    (f) =>
      `| \`${f.path}\` | ${BEFORE_KB[f.path] ?? CONSOLE_BEFORE_KB[f.path] ?? '–'} | ${f.kb}${f.kb > goalKb(f.path) ? ' (over)' : ''} | ${goalKb(f.path)} | ${largestFiles(f)} |`,
  )
  .join('\n')}

What the pages carry: React's DOM runtime (client, about 63 KB, 68 KB with react, scheduler and
Astro's renderer) on every page with an island, the islands' own code (15–22 KB) and the chunks'
import/export glue (about 5 KB). zod and the form rules are fetched when a form is first checked
(lazyValidate), not with the page; every member form keeps its state without react-hook-form
(useTextForm; the bid forms check with zodResolver through it); Bootstrap's classes sit on plain
elements (src/islands/ui/bootstrap) instead of react-bootstrap; dates are formatted without dayjs
(decision 0018). The sell input page no longer imports the bid list's panel for one message.

Largest member page: ${largestMemberPageKb} KB (goal ≤ ${MEMBER_PAGE_GOAL_KB}); sign-in pages at most ${authPagesMaxKb} KB (goal ≤ ${AUTH_PAGE_GOAL_KB}).

The console (issue 23 §3, decision 0021): weighed as an operator at each page's stage (a new operator
per stage; \`/admin/login\` signed out); before = the same measurement at 4f64420. Largest console
page: ${largestConsolePageKb} KB (goal ≤ ${MEMBER_PAGE_GOAL_KB}); \`/admin/login\` ${consoleLoginKb} KB (goal ≤ ${AUTH_PAGE_GOAL_KB}).
`;
writeFileSync('bench/results/js-budget.md', md);
console.log(md);
