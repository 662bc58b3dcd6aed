import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testTargets } from '../setup/databases';

const run = promisify(execFile);

/**
 * bench/fit-clearing.ts at a small size, the whole script as `npx tsx` runs it (its supervising
 * parent, the clearing, the product's fold of the lot, the second round and the SQL checks), so the
 * bench keeps running; its figures are not asserted. A database of its own, so that it never meets
 * a full run of the bench on the same server.
 */
describe.runIf(testTargets().includes('postgres'))('the FIT clearing bench at a small size', () => {
  it('clears, folds the lot with the product fold, clears a second round, and passes its checks', async () => {
    const { stdout } = await run('npx', ['tsx', 'bench/fit-clearing.ts'], {
      env: {
        ...process.env,
        BENCH_FIT_DB: `nfc_bench_fit_ci_${process.pid}`,
        BENCH_FIT_FACILITIES: '2000',
        BENCH_FIT_BIDS: '40',
        BENCH_FIT_READ_SECONDS: '0.5',
        BENCH_FIT_READ_WARM_UP_SECONDS: '0.5',
        BENCH_FIT_DEADLINE_MIN: '2',
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toContain('Checks after the run (SQL over what was written): all passed.');
    expect(stdout).toContain("✓ the product's fold moved the lot into holdings");
    expect(stdout).not.toContain('✗');
  }, 120_000);
});
