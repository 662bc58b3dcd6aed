// Reads the runners' JSON reports, prints one closing line "N passed, N failed, N skipped" and
// fails when CI asked for PostgreSQL or browser suites that did not run.
//
// Vitest runs in lanes (scripts/test-all.sh): test-results/vitest.json and, with PostgreSQL,
// vitest-postgres.json. Each lane lists the other lane's tests as skipped, so a test counts once:
// failed if any lane failed it, passed if a lane passed it, skipped only if no lane ran it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : undefined);
const vitestReports = existsSync('test-results')
  ? readdirSync('test-results')
      .filter((f) => /^vitest(-[a-z]+)?\.json$/.test(f))
      .map((f) => read(`test-results/${f}`))
  : [];
const e2eFiles = ['test-results/e2e.json', 'test-results/public-report-e2e.json', 'test-results/deploy-e2e.json'];
let passed = 0,
  failed = 0,
  skipped = 0;
const problems = [];

/** Per test (file and full name): 'failed' over 'passed' over 'skipped'. */
function mergedVitestOutcomes(reports) {
  const rank = { skipped: 0, passed: 1, failed: 2 };
  const outcome = new Map();
  for (const report of reports) {
    for (const file of report.testResults) {
      for (const a of file.assertionResults) {
        const key = `${file.name}\u0000${a.fullName}`;
        const status = a.status === 'passed' ? 'passed' : a.status === 'failed' ? 'failed' : 'skipped';
        const before = outcome.get(key);
        if (!before || rank[status] > rank[before.status]) outcome.set(key, { status, name: a.fullName });
      }
    }
    // A file that failed to load has no assertion results: count it as a failure of its own.
    for (const file of report.testResults) {
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        outcome.set(`${file.name}\u0000(load)`, {
          status: 'failed',
          name: `${file.name}: ${file.message ?? 'failed'}`,
        });
      }
    }
  }
  return [...outcome.values()];
}

/** "status file:line title" of each browser test that did not pass, so the closing summary names them. */
function playwrightTestsNotPassed(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'expected')
          out.push(`${test.status} ${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

if (vitestReports.length === 0) problems.push('vitest report missing');
else {
  const tests = mergedVitestOutcomes(vitestReports);
  const count = (status) => tests.filter((t) => t.status === status).length;
  const onPostgres = tests.filter((t) => t.status === 'passed' && t.name.includes('on postgres')).length;
  if (process.env.REQUIRE_POSTGRES === '1' && onPostgres === 0) problems.push('no test ran on PostgreSQL');
  passed += count('passed');
  failed += count('failed');
  skipped += count('skipped');
  console.log(
    `vitest: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${onPostgres} on PostgreSQL (${vitestReports.length} lanes)`,
  );
  for (const t of tests) if (t.status !== 'passed') console.log(`  ${t.status} ${t.name}`);
}
for (const file of e2eFiles) {
  const report = read(file);
  if (!report) {
    if (process.env.REQUIRE_BROWSER === '1') problems.push(`${file} missing: browser tests did not run`);
    continue;
  }
  const s = report.stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  console.log(`${file}: ${s.expected} passed, ${s.unexpected} failed, ${s.skipped} skipped`);
  for (const t of playwrightTestsNotPassed(report)) console.log(`  ${t}`);
  if (process.env.REQUIRE_BROWSER === '1' && s.expected === 0) problems.push(`${file}: no browser test passed`);
}
if (process.env.CI && skipped > 0) problems.push(`${skipped} tests were skipped`);
for (const p of problems) console.error(`FAIL: ${p}`);
console.log(`${passed} passed, ${failed + problems.length} failed, ${skipped} skipped`);
process.exit(failed + problems.length > 0 ? 1 : 0);
