// Reads the runners' JSON reports, prints one closing line "N passed, N failed, N skipped" and
// fails when CI asked for PostgreSQL or browser suites that did not run.
import { existsSync, readFileSync } from 'node:fs';

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : undefined);
const vitest = read('test-results/vitest.json');
const e2eFiles = ['test-results/e2e.json', 'test-results/public-report-e2e.json', 'test-results/deploy-e2e.json'];
let passed = 0,
  failed = 0,
  skipped = 0;
const problems = [];

if (!vitest) problems.push('vitest report missing');
else {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  const names = vitest.testResults.flatMap((f) => f.assertionResults.map((a) => a.fullName));
  const onPostgres = names.filter((n) => n.includes('on postgres')).length;
  if (process.env.REQUIRE_POSTGRES === '1' && onPostgres === 0) problems.push('no test ran on PostgreSQL');
  console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${onPostgres} on PostgreSQL`);
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
  if (process.env.REQUIRE_BROWSER === '1' && s.expected === 0) problems.push(`${file}: no browser test passed`);
}
if (process.env.CI && skipped > 0) problems.push(`${skipped} tests were skipped`);
for (const p of problems) console.error(`FAIL: ${p}`);
console.log(`${passed} passed, ${failed + problems.length} failed, ${skipped} skipped`);
process.exit(failed + problems.length > 0 ? 1 : 0);
