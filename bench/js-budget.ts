/**
 * JavaScript per page, gzip, as a signed-in member's browser loads it before any click (module and
 * inline scripts, the islands' modules and their static imports; a dynamic import() loaded on click
 * does not count), and each page's floor: React and the design card's libraries it loads, bundled
 * alone (bench/lib/js-floor.ts). `npx tsx bench/js-budget.ts` builds (unless SKIP_BUILD=1 and dist is
 * there), starts the built server on PGlite with the demo members and weighs every page. Writes
 * bench/results/js-budget.md, bench/results/js-budget.json (the figures, for a later run's "before")
 * and the jsBudget key of bench/results/summary.json. JS_BUDGET_BEFORE=<a js-budget.json> names the
 * figures to compare with (default: bench/readings/js-budget-before.json).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUTH_PAGE_GOAL_KB,
  CONSOLE_PAGES,
  isSignInPage,
  measureConsoleJsBudget,
  measureJsBudget,
  overBudget,
  OWN_CODE_GOAL_KB,
  PAGE_CEILING_KB,
  type PageFigure,
} from './lib/js-budget-pages';
import { kb } from './lib/js-weight';
import { machineFacts, machineSummary } from './lib/machine';
import { mergeSummary } from './lib/summary';
import { startApp } from '../tests/setup/app-server';

interface Row {
  page: string;
  floorKb: number;
  ownKb: number;
  totalKb: number;
}

const beforeFile = process.env.JS_BUDGET_BEFORE ?? 'bench/readings/js-budget-before.json';
const before: { commit?: string; pages: Row[] } = existsSync(beforeFile)
  ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as { commit?: string; pages: Row[] })
  : { pages: [] };
const beforeOf = (page: string) => before.pages.find((r) => r.page === page);

if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/server/entry.mjs'))
  execFileSync('npx', ['astro', 'build'], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });

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

const rows: Row[] = figures.map((f) => ({ page: f.path, floorKb: f.floorKb, ownKb: f.ownKb, totalKb: f.kb }));
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
writeFileSync('bench/results/js-budget.json', JSON.stringify({ commit, pages: rows }, null, 2) + '\n');

const islandPages = figures.filter((f) => !isSignInPage(f.path));
const signIn = figures.filter((f) => isSignInPage(f.path));
const largestOwnKb = Math.max(...islandPages.map((f) => f.ownKb));
const largestTotalKb = Math.max(...islandPages.map((f) => f.kb));
const signInMaxKb = Math.max(...signIn.map((f) => f.kb));
const over = figures.map(overBudget).filter(Boolean);
const largestFiles = (f: PageFigure) =>
  [...f.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((s) => `${s.name.replace(/^\/_astro\//, '').replace(/\.[\w-]{8}\.js$/, '')} ${kb(s.gzipBytes)}`)
    .join(', ');
const was = (page: string, key: keyof Row) => {
  const r = beforeOf(page);
  return r ? String(r[key]) : '–';
};

mergeSummary('jsBudget', {
  pages: rows,
  before: before.pages.length ? { commit: before.commit, pages: before.pages } : undefined,
  largestOwnKb,
  largestTotalKb,
  signInMaxKb,
  overBudget: over,
  goal: `member and console pages: own code <= ${OWN_CODE_GOAL_KB} KB above the floor (React and the card's libraries the page loads, bundled alone) and <= ${PAGE_CEILING_KB} KB in all; sign-in pages <= ${AUTH_PAGE_GOAL_KB} KB (gzip, 1 KB = 1024 bytes)`,
  machine: machineSummary(),
});

const md = `## JavaScript per page, over the design card's floor

${machineFacts()}
- What counts: the page as the server renders it for a signed-in member (sakura01; /password/first-change
  as sakura02, who must still change the first password; /login signed out; the console's pages as an
  operator at each page's stage): its module and inline scripts, its islands' component and renderer
  modules, and every module they import statically, from dist/client, each file once, gzip at zlib's
  default level. A dynamic \`import()\` (a dialog loaded on open) does not count. 1 KB = 1024 bytes.
- Floor: the modules of the design card's libraries (React, react-dom, @astrojs/react's renderer,
  react-bootstrap, react-hook-form with @hookform/resolvers, zod, dayjs, ofetch, nanostores) that the
  page's chunks hold, as the build records them (\`dist/client-modules.json\`), bundled alone by esbuild
  with every export kept. Own = total − floor: our code and the glue between chunks.
- Goal: own code ≤ ${OWN_CODE_GOAL_KB} KB above the floor and ≤ ${PAGE_CEILING_KB} KB in all on every member and console
  page; the sign-in pages ≤ ${AUTH_PAGE_GOAL_KB} KB. \`tests/api/js-budget.test.ts\` holds every page to it.
- Before: the same measurement at ${before.commit ?? '–'} (the own look-alikes, before the card's stack was put back).

| page | floor before | own before | total before | floor now | own now | total now | largest files now (KB) |
|---|---:|---:|---:|---:|---:|---:|---|
${figures
  .map(
    (f) =>
      `| \`${f.path}\` | ${was(f.path, 'floorKb')} | ${was(f.path, 'ownKb')} | ${was(f.path, 'totalKb')} | ${f.floorKb} | ${f.ownKb}${overBudget(f) ? ' (over)' : ''} | ${f.kb} | ${largestFiles(f)} |`,
  )
  .join('\n')}

Largest own code on a member or console page: ${largestOwnKb} KB (goal ≤ ${OWN_CODE_GOAL_KB}); largest page ${largestTotalKb} KB
(≤ ${PAGE_CEILING_KB}); sign-in pages at most ${signInMaxKb} KB (≤ ${AUTH_PAGE_GOAL_KB}).${over.length ? `\n\nOver budget: ${over.join('; ')}.` : ''}
Console pages weighed: ${CONSOLE_PAGES.length}.
`;
writeFileSync('bench/results/js-budget.md', md);
console.log(md);
