/**
 * Public site benchmark: `npx tsx bench/public-report.ts`.
 *
 * 1. Builds public-report/ into bench/.out/public-report against a stub API (public-report/scripts/
 *    stub-api.ts: 23 detail rows; 12 market results) and measures the JavaScript each measured page
 *    (the report page, the 市場結果 page) loads, gzip -9, against the 40 KB budget (exit code 1 when
 *    either is over it).
 * 2. When `lighthouse` is importable, runs it (mobile and desktop presets) with Debian chromium
 *    against the built site behind the static server with the deployment's rewrite rule.
 *    Reference in the same run: the site's own 404 page (static HTML and CSS, no JavaScript, no
 *    API call) on the same server, i.e. the best this machine and server can score.
 * Writes bench/results/public-report.md and the publicReport section of bench/results/summary.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineFacts, machineSummary } from './lib/machine';
import { serveStatic } from '../src/lib/server/http/static-site';
import { startStubApi, STUB_LINK, STUB_RESULTS_YEAR } from '../public-report/scripts/stub-api';
import { mergeSummary } from './lib/summary';

const BUDGET_BYTES = 40 * 1024;
const OUT = path.resolve('bench/.out/public-report');
const CHROMIUM = '/usr/bin/chromium';
const kb = (n: number) => (n / 1024).toFixed(1);

interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
}

/** The measured pages: their built HTML file and the address Lighthouse opens on the stub data. */
const PAGES = [
  { key: 'reportPage', name: 'report page', title: '/report/{hash}/{passCd}', html: 'report/index.html' },
  { key: 'marketResults', name: '市場結果 page', title: '/market-results/', html: 'market-results/index.html' },
] as const;
const pageAddress = (origin: string, key: (typeof PAGES)[number]['key']) =>
  key === 'reportPage'
    ? `${origin}/report/${STUB_LINK.hash}/${STUB_LINK.passCd}`
    : `${origin}/market-results/?fiscalYear=${STUB_RESULTS_YEAR}`;

/** Every script the page loads: external module scripts and their static imports, plus inline ones. */
function pageScripts(root: string, htmlFile: string): AssetSize[] {
  const html = readFileSync(path.join(root, htmlFile), 'utf8');
  const seen = new Set<string>();
  const sizes: AssetSize[] = [];
  const visit = (url: string) => {
    const file = path.join(root, url);
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file);
    sizes.push({ file: url, raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const m of code.toString().matchAll(/(?:import|from)\s*["'](\.{0,2}\/[^"']+\.js)["']/g))
      visit(path.posix.join(path.posix.dirname(url), m[1]!));
  };
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) visit(m[1]!);
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]!.trim())
      sizes.push({ file: '(inline)', raw: Buffer.byteLength(m[1]!), gzip: gzipSync(m[1]!, { level: 9 }).length });
  }
  return sizes;
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

interface LighthouseRow {
  name: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
}

async function runLighthouse(url: string, name: string, preset: 'mobile' | 'desktop'): Promise<LighthouseRow> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const config =
      preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      config,
    );
    const lhr = result!.lhr;
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
    );
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
    return {
      name: `${name} (${preset})`,
      scores,
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
      },
    };
  } finally {
    await chrome.kill();
  }
}

async function lighthouseAvailable(): Promise<boolean> {
  try {
    await import('lighthouse');
    await import('chrome-launcher');
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const site = await serveStatic(OUT);
  const api = await startStubApi(() => site.origin);
  execFileSync('npx', ['astro', 'build', '--root', 'public-report'], {
    stdio: 'ignore',
    env: { ...process.env, PUBLIC_API_BASE_URL: api.origin, REPORT_OUT_DIR: OUT, ASTRO_TELEMETRY_DISABLED: '1' },
  });

  const files = allFiles(OUT);
  const sizeOf = (ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  const weights = PAGES.map((p) => {
    const scripts = pageScripts(OUT, p.html);
    const jsGzip = scripts.reduce((s, a) => s + a.gzip, 0);
    const htmlRaw = readFileSync(path.join(OUT, p.html));
    return { ...p, scripts, jsGzip, htmlRaw: htmlRaw.length, htmlGzip: gzipSync(htmlRaw, { level: 9 }).length };
  });
  const within = weights.every((w) => w.jsGzip <= BUDGET_BYTES);

  const lines = [
    '## Public site: page weight and Lighthouse (the tracking site and 市場結果)',
    '',
    machineFacts(),
    `- Build: \`astro build --root public-report\` (static output), API stubbed (public-report/scripts/stub-api.ts: 23 detail rows; FY${STUB_RESULTS_YEAR} market results, 4 rounds × 3 products, one withheld, one without trade); served by src/lib/server/http/static-site.ts (gzip, the /report/* rewrite) on loopback.`,
    `- Reference: the 40 KB gzip budget for JavaScript; for Lighthouse, the site's own 404 page (no JavaScript, no API call) on the same server in the same run.`,
  ];
  for (const w of weights) {
    lines.push(
      '',
      `**Weight of ${w.title}** (gzip -9):`,
      '',
      '| asset | raw bytes | gzip bytes |',
      '|---|---|---|',
      ...w.scripts.map((a) => `| JS ${a.file} | ${a.raw} | ${a.gzip} |`),
      `| HTML ${w.html} | ${w.htmlRaw} | ${w.htmlGzip} |`,
      `| CSS (all pages) | – | ${sizeOf('.css')} |`,
      '',
      `JavaScript total: **${kb(w.jsGzip)} KB gzip** of the 40 KB budget (${((w.jsGzip / BUDGET_BYTES) * 100).toFixed(0)}%) — ${w.jsGzip <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}.`,
    );
  }
  // The deployable build (npm run report:build) differs only in the API address it embeds.
  if (existsSync('public-report/dist/report/index.html')) {
    const deployable = pageScripts(path.resolve('public-report/dist'), 'report/index.html').reduce(
      (s, a) => s + a.gzip,
      0,
    );
    lines.push(
      '',
      `The deployable build in public-report/dist: ${kb(deployable)} KB gzip of JavaScript on the report page.`,
    );
  }

  const rows: (LighthouseRow & { key: string; preset: string })[] = [];
  if (await lighthouseAvailable()) {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const p of PAGES)
        rows.push({ ...(await runLighthouse(pageAddress(site.origin, p.key), p.name, preset)), key: p.key, preset });
      rows.push({
        ...(await runLighthouse(`${site.origin}/404.html`, 'reference: 404 page', preset)),
        key: 'reference404',
        preset,
      });
    }
    lines.push(
      '',
      '**Lighthouse** (default throttling of each preset; Debian chromium headless):',
      '',
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.metrics.FCP} | ${r.metrics.LCP} | ${r.metrics.TBT} | ${r.metrics.CLS} |`,
      ),
      '',
      'SEO is capped on purpose on every page: `noindex` and a robots.txt that disallows everything (a certificate link is a credential and must not be indexed; the site keeps one rule for all its pages, decision 0022).',
    );
  } else {
    lines.push('', 'Lighthouse: not run (`lighthouse` is not installed; `npm i -D lighthouse` and run again).');
  }

  const lighthouseOf = (key: string) =>
    Object.fromEntries(
      rows
        .filter((r) => r.key === key)
        .map((r) => [
          r.preset,
          { performance: r.scores.performance, accessibility: r.scores.accessibility, ...r.metrics },
        ]),
    );
  mergeSummary('publicReport', {
    ...Object.fromEntries(
      weights.map((w) => [
        w.key,
        {
          page: w.title,
          jsGzipBytes: w.jsGzip,
          jsBudgetBytes: BUDGET_BYTES,
          htmlGzipBytes: w.htmlGzip,
          lighthouse: lighthouseOf(w.key),
        },
      ]),
    ),
    reference404: { lighthouse: lighthouseOf('reference404') },
    goal: 'JS ≤ 40 KB gzip per page; Lighthouse performance and accessibility ≥ 95',
    reference:
      'gzip -9 of every script the built page loads; Lighthouse 13, mobile and desktop presets, stub API, loopback static server',
    machine: machineSummary(),
  });

  await api.close();
  await site.close();
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/public-report.md', lines.join('\n') + '\n');
  console.log(lines.join('\n'));
  if (!within) process.exitCode = 1;
}

await main();
