/**
 * How long the documented nightly backup (pg_dump -Fc of the whole database) and its
 * restore (pg_restore into a new database) take on the accounts benchmark's database (1,000 members,
 * 1,000,000 facilities, 10,000,000 postings by default; BENCH_MEMBERS / BENCH_FACILITIES /
 * BENCH_POSTINGS to change). Writes its section of docs/benchmarks.md
 * (bench/results/backup-restore.md); drops both databases unless BENCH_KEEP_DB=1.
 * `npx tsx bench/backup-restore.ts` (PostgreSQL at TEST_DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { prepareLedger, runOnce } from './lib/accounts-db';
import { machineFacts } from './lib/machine';

const run = promisify(execFile);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const JOBS = Number(process.env.RESTORE_JOBS ?? 2);
const stamp = Date.now();
const source = process.env.BENCH_ACCOUNTS_DB ?? `nfc_bench_backup_${stamp}`;
const target = `nfc_bench_restored_${stamp}`;
const urlOf = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
const MB = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await f();
  return [out, performance.now() - t0];
}

/** Row counts and the ledger's cheap sums, to see that the restore holds what the source held. */
async function summary(url: string) {
  const q = async (sql: string) => String((await runOnce(url, sql)).rows[0].v);
  return {
    holdings: await q('select count(*)::text v from holdings'),
    postings: await q('select count(*)::text v from postings'),
    journalEntries: await q('select count(*)::text v from journal_entries'),
    balance: await q('select sum(balance)::text v from holdings'),
    postingsSum: await q('select sum(volume)::text v from postings'),
    databaseBytes: await q('select pg_database_size(current_database())::text v'),
  };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nfc-bench-backup-'));
  const file = path.join(dir, 'nfc.dump');
  const facts = machineFacts();
  try {
    const [gen, genMs] = await timed(() => prepareLedger(ADMIN_URL, source, Boolean(process.env.BENCH_ACCOUNTS_DB)));
    const before = await summary(urlOf(source));
    const [, dumpMs] = await timed(() =>
      run(`${PG_BIN}/pg_dump`, ['--format=custom', `--file=${file}`, urlOf(source)]),
    );
    const dumpBytes = statSync(file).size;
    const [, restoreMs] = await timed(async () => {
      await runOnce(ADMIN_URL, `create database ${target}`);
      await run(`${PG_BIN}/pg_restore`, [
        '--exit-on-error',
        '--no-owner',
        `--jobs=${JOBS}`,
        `--dbname=${urlOf(target)}`,
        file,
      ]);
    });
    const after = await summary(urlOf(target));
    const same = JSON.stringify({ ...before, databaseBytes: 0 }) === JSON.stringify({ ...after, databaseBytes: 0 });
    const md = `## Backup and restore

${facts}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (the machine is shared)
- PostgreSQL ${String((await runOnce(ADMIN_URL, 'show server_version')).rows[0].server_version)}, client tools ${PG_BIN}
- Database: the accounts benchmark's (${gen.sizes.members.toLocaleString('en')} members, ${gen.sizes.facilities.toLocaleString('en')} facilities, ${gen.sizes.postings.toLocaleString('en')} postings; generated in ${s(genMs)}), ${MB(Number(before.databaseBytes))} on disk

| step | time | size |
|---|---|---|
| \`pg_dump --format=custom\` (whole database) | ${s(dumpMs)} | dump ${MB(dumpBytes)} |
| \`createdb\` + \`pg_restore --exit-on-error --no-owner --jobs=${JOBS}\` | ${s(restoreMs)} | restored ${MB(Number(after.databaseBytes))} |
| backup + restore | ${s(dumpMs + restoreMs)} | |

Restored database: ${after.holdings} holdings, ${after.postings} postings, ${after.journalEntries} entries, Σ balance ${after.balance}, Σ postings ${after.postingsSum}: ${same ? 'the same as the source' : `DIFFERENT from the source ${JSON.stringify(before)}`}.
`;
    console.log(md);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/backup-restore.md', md);
    if (!same) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB !== '1') {
      await runOnce(ADMIN_URL, `drop database if exists ${target} with (force)`);
      if (!process.env.BENCH_ACCOUNTS_DB) await runOnce(ADMIN_URL, `drop database if exists ${source} with (force)`);
    }
  }
}

await main();
