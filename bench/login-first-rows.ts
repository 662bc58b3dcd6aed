/**
 * Login → first balance row, in Debian's Chromium against the built server (NODE_ENV=production,
 * PGlite with the demo data), as a member signs in through the form: each step of the chain in ms
 * after the click on LOG IN (the POST, a code-master GET, the balance document, URL changes on it,
 * the first data call, the first row in the table). BENCH_RUNS logins per server (default 9), the
 * median of each step reported.
 *
 * BEFORE_DIR (optional): a built checkout of the commit before the change, started beside this one
 * on its own database; rounds alternate between them so both see the same machine.
 * Writes bench/results/login-first-rows.md and the loginFirstRows key of bench/results/summary.json.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startAppProcess, type AppProcess } from './lib/app-process';
import { type LoginTrace, traceLogin } from './lib/login-trace';
import { machineFacts, machineSummary } from './lib/machine';
import { mergeSummary } from './lib/summary';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const BEFORE_DIR = process.env.BEFORE_DIR;
const BEFORE_LABEL = process.env.BEFORE_LABEL ?? 'a built checkout of the commit before the change';
const LOGIN = { loginId: 'sakura01', password: 'Demo#Pass2026' };
const GOAL_MS = 1000;

type Step = Exclude<keyof LoginTrace, 'urlChanges'> | 'firstUrlChange';
const STEPS: Array<[Step, string]> = [
  ['postStart', 'POST /api/v1/auth/login leaves'],
  ['postEnd', 'POST answered'],
  ['codesStart', 'GET /api/v1/codes leaves (login page)'],
  ['codesEnd', 'GET /api/v1/codes answered'],
  ['documentRequest', 'balance document requested'],
  ['documentEnd', 'balance document answered'],
  ['firstUrlChange', 'first same-document URL change'],
  ['firstDataRequest', 'first GET /api/v1/account-balances before the first row'],
  ['firstRow', 'first balance row in the table'],
];

const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function stepValue(t: LoginTrace, step: Step): number | null {
  return step === 'firstUrlChange' ? (t.urlChanges[0] ?? null) : t[step];
}

function medians(traces: LoginTrace[]): Record<Step, number | null> {
  return Object.fromEntries(
    STEPS.map(([step]) => {
      const values = traces.map((t) => stepValue(t, step)).filter((v): v is number => v !== null);
      // A step that happened in fewer than half the runs did not happen.
      return [step, values.length * 2 > traces.length ? median(values) : null];
    }),
  ) as Record<Step, number | null>;
}

const servers: Array<{ label: string; app: AppProcess; traces: LoginTrace[] }> = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const facts = machineFacts();
try {
  servers.push({ label: 'this checkout', app: await startAppProcess(process.cwd()), traces: [] });
  if (BEFORE_DIR) servers.push({ label: 'before', app: await startAppProcess(BEFORE_DIR), traces: [] });
  // One unmeasured login each: the first page of a fresh server compiles and fills its caches.
  for (const s of servers) await traceLogin(browser, s.app.baseUrl, LOGIN.loginId, LOGIN.password);
  for (let i = 0; i < RUNS; i++) {
    for (const s of servers) {
      const trace = await traceLogin(browser, s.app.baseUrl, LOGIN.loginId, LOGIN.password);
      s.traces.push(trace);
      console.log(
        `${s.label} #${i + 1}: POST ${trace.postStart}, document ${trace.documentRequest}, row ${trace.firstRow}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.app.stop();
}

const results = servers.map((s) => ({ label: s.label, medians: medians(s.traces), runs: s.traces }));
const cell = (v: number | null) => (v === null ? '—' : `${Math.round(v)}`);
const header = `| step (ms after the click, median of ${RUNS}) | ${results.map((r) => r.label).join(' | ')} |`;
const rows = STEPS.map(([step, text]) => `| ${text} | ${results.map((r) => cell(r.medians[step])).join(' | ')} |`);
const spread = results
  .map((r) => {
    const rowsAt = r.runs.map((t) => t.firstRow).sort((a, b) => a - b);
    return `${r.label}: ${Math.round(rowsAt[0]!)}–${Math.round(rowsAt.at(-1)!)} ms`;
  })
  .join('; ');

const md = `## Login → first balance row

${facts}
- Debian's Chromium headless (1366×768), against the built server (NODE_ENV=production, PGlite with
  the demo data), ${LOGIN.loginId} signing in through the login form in a fresh browser context each
  time; ${RUNS} logins per server after one unmeasured login${BEFORE_DIR ? `, alternating with ${BEFORE_LABEL} (\`before\`) on its own server` : ''}.
- Moments come from the pages' own timings (resource and navigation timing, the click and the first
  row seen by a script injected before the page's own), in ms after the click on LOG IN.
- Goal: the first row within ${GOAL_MS} ms of the click on a quiet machine.

${header}
|---|${results.map(() => '---:').join('|')}|
${rows.join('\n')}

First row, fastest–slowest: ${spread}.
`;
writeFileSync('bench/results/login-first-rows.md', md);
mergeSummary('loginFirstRows', {
  runs: RUNS,
  loginId: LOGIN.loginId,
  goalMs: GOAL_MS,
  medians: Object.fromEntries(results.map((r) => [r.label, r.medians])),
  ...(BEFORE_DIR ? { before: BEFORE_LABEL } : {}),
  firstRowRange: Object.fromEntries(
    results.map((r) => [
      r.label,
      [Math.min(...r.runs.map((t) => t.firstRow)), Math.max(...r.runs.map((t) => t.firstRow))],
    ]),
  ),
  machine: machineSummary(),
});
console.log(md);
