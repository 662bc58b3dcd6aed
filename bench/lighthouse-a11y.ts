/**
 * Lighthouse's accessibility score of the main member pages, signed in, in Debian's
 * Chromium against the built server (NODE_ENV=production, PGlite with the demo data). Goal ≥ 95.
 * The axe checks in tests/e2e fail on any serious finding; this records the score the issue asks for.
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startAppProcess } from './lib/app-process';
import { machineFacts } from './lib/machine';
import { loginCookies } from './lib/session';
import { mergeSummary } from './lib/summary';

const PAGES = [
  '/login',
  '/account/balance',
  '/account/history',
  '/account/negotiation/input',
  '/account/nfc/publish/input',
  '/account/nfc/list',
  '/bid/list',
  '/bid/result',
  '/settlement',
  '/password/change',
];
const GOAL = 95;

const PORT = 9300 + (process.pid % 500);
const server = await startAppProcess(process.cwd());
// Lighthouse drives the browser's default context: a persistent context is that context, so the
// member's session cookies set here are the ones Lighthouse's page sends.
const browser = await chromium.launchPersistentContext(mkdtempSync(path.join(os.tmpdir(), 'nfc-lh-')), {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  locale: 'ja-JP',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${PORT}`],
});
const scores: Record<string, number> = {};
try {
  const cookies = (await loginCookies(server.baseUrl, 'sakura01')).split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url: server.baseUrl };
  });
  for (const pagePath of PAGES) {
    // The login page is scored signed out, as members see it.
    await browser.clearCookies();
    if (pagePath !== '/login') await browser.addCookies(cookies);
    const result = await lighthouse(`${server.baseUrl}${pagePath}`, {
      port: PORT,
      onlyCategories: ['accessibility'],
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false },
    });
    // A lost session would score the login page instead: refuse to record that.
    const landed = new URL(result?.lhr.finalDisplayedUrl ?? '').pathname;
    if (landed !== pagePath) throw new Error(`${pagePath} ended on ${landed}`);
    const score = Math.round((result?.lhr.categories.accessibility?.score ?? 0) * 100);
    const failed = Object.values(result?.lhr.audits ?? {})
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    scores[pagePath] = score;
    console.log(`${pagePath}: ${score}${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const facts = machineFacts();
const lowest = Math.min(...Object.values(scores));
mergeSummary('lighthouseAccessibility', {
  scores,
  lowest,
  goal: GOAL,
  reference: 'Lighthouse 13 accessibility category, desktop, signed in (login page signed out)',
  machine: facts,
});
const md = `## Lighthouse accessibility of the main pages

${facts}
- Lighthouse 13, accessibility category only, desktop 1280×800, Debian's Chromium headless, against the
  built server (NODE_ENV=production, PGlite with the demo data), signed in as sakura01 (the login page signed out).
- Goal: ≥ ${GOAL} on every page; the browser suite also runs axe on every member page and fails on any
  serious or critical finding.

| page | score |
|---|---|
${Object.entries(scores)
  .map(([p, s]) => `| \`${p}\` | ${s} |`)
  .join('\n')}

Lowest: ${lowest} (goal ≥ ${GOAL}).
`;
writeFileSync('bench/results/lighthouse-a11y.md', md);
console.log(md);
