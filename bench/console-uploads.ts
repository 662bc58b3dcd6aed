/**
 * ファイル取込 benchmark (the console's file import at market size): `npx tsx bench/console-uploads.ts`.
 *
 * A fresh PostgreSQL database, migrated, with the code master and UPLOAD_ROWS (default 100,000)
 * FIT facilities, and a closed FIT auction. One FIT supply CSV of a row per facility (UTF-8, about
 * 2.4 MB) goes through the console's two services as the endpoints call them: previewUpload (read,
 * token, every row checked, nothing written) and importUpload (checked again, auction_supplies and
 * the ledger entry written, audited), each timed with the progress it reports. Reference, same run,
 * same database: PostgreSQL's own `COPY … FROM STDIN (FORMAT csv, HEADER)` of the same bytes into an
 * unlogged table of (facility_id, volume): the floor for getting those rows into the database.
 * "Before" (the per-entry ledger path, persistEntry) is the figure measured when the console landed.
 * Writes bench/results/console-uploads.md and summary.json's consoleUploads.
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { openDatabase } from '../src/lib/server/db/client';
import { applyMigrations } from '../src/lib/server/db/migrate';
import { seed } from '../src/lib/server/services/seed';
import { previewUpload } from '../src/lib/server/services/uploads/preview-upload';
import { importUpload } from '../src/lib/server/services/uploads/import-upload';
import type { UploadProgress } from '../src/lib/schemas/admin-uploads';
import { createClosedAuction } from '../tests/fixtures/settlement-fixtures';
import { runOnce } from './lib/accounts-db';
import { machineFacts } from './lib/machine';
import { mergeSummary } from './lib/summary';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.UPLOAD_ROWS ?? 100_000);
/** The import through persistEntry, measured when the console landed (2026-11-25, load ≈ 20). */
const BEFORE = { importS: 164, previewS: 17, rows: 100_000 };
const OPERATOR = { type: 'operator', name: 'bench' } as const;

async function generateFacilities(url: string): Promise<void> {
  await runOnce(
    url,
    `insert into facilities (id, name, address, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd,
       capacity_w, operation_start_date, is_fit)
     select 'UPB' || lpad(i::text, 7, '0'), '取込ベンチ太陽光発電所 ' || i, '東京都千代田区1丁目1番地', '130001', '131016',
       1, 1, 1000000, date '2016-04-01', true
     from generate_series(1, ${ROWS}) i`,
  );
  await runOnce(url, 'analyze facilities');
}

function supplyCsv(): Buffer {
  const lines = ['facility_id,volume'];
  for (let i = 1; i <= ROWS; i++) lines.push(`UPB${String(i).padStart(7, '0')},${1 + ((i * 7919) % 19_999)}`);
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

async function copyReference(url: string, bytes: Buffer): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop table if exists bench_copy_reference');
    await client.query(
      'create unlogged table bench_copy_reference (facility_id text not null, volume bigint not null)',
    );
    const t0 = performance.now();
    await pipeline(
      Readable.from([bytes]),
      client.query(copyFrom('copy bench_copy_reference from stdin (format csv, header)')),
    );
    return performance.now() - t0;
  } finally {
    await client.end();
  }
}

/** Runs a service, recording when each progress report arrived. */
async function timed<T>(run: (onProgress: (p: UploadProgress) => void) => Promise<T>) {
  const reports: (UploadProgress & { atMs: number })[] = [];
  const t0 = performance.now();
  const result = await run((p) => reports.push({ ...p, atMs: performance.now() - t0 }));
  return { ms: performance.now() - t0, result, reports };
}

const name = `bench_uploads_${process.pid}`;
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
await runOnce(ADMIN_URL, `create database ${name}`);
try {
  const database = await openDatabase({ url, poolSize: 4 });
  await applyMigrations(database);
  await seed(database.db, { demo: false });
  await generateFacilities(url);
  const auction = await createClosedAuction(database.db, [2024, 2025, 2026], 1);
  const bytes = supplyCsv();
  const input = {
    target: { kind: 'fit-supply' as const, marketNo: auction.marketNo },
    fileName: 'fit-supply.csv',
    content: bytes.toString('base64'),
  };
  const copyMs = await copyReference(url, bytes);
  const preview = await timed((onProgress) => previewUpload(database.db, input, { onProgress }));
  if (!preview.result.accepted) throw new Error(`preview refused: ${JSON.stringify(preview.result.problems[0])}`);
  const imported = await timed((onProgress) =>
    importUpload(database.db, OPERATOR, { ...input, token: preview.result.token }, { onProgress }),
  );
  if (!imported.result.imported) throw new Error('the import wrote nothing');
  const copyAgainMs = await copyReference(url, bytes);
  await database.close();

  const referenceMs = (copyMs + copyAgainMs) / 2;
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const progressRows = (reports: typeof preview.reports) =>
    reports.map(
      (r) => `| ${s(r.atMs)} s | ${r.phase} | ${r.done.toLocaleString('en-US')} / ${r.total.toLocaleString('en-US')} |`,
    );
  const md = `## ファイル取込: a ${ROWS.toLocaleString('en-US')}-row FIT supply file

${ROWS.toLocaleString('en-US')} FIT facilities on PostgreSQL, one closed FIT auction, a CSV of one row per facility
(${(bytes.byteLength / 2 ** 20).toFixed(1)} MiB, UTF-8). The console's services as its endpoints call them,
in process. Reference: PostgreSQL's \`COPY … FROM STDIN (FORMAT csv, HEADER)\` of the same bytes into
an unlogged table, same database, before and after (mean of the two).

${machineFacts()}

| step | time | ratio to COPY | first measured (per-entry ledger path, 2 postings per facility) |
|---|---|---|---|
| reference: COPY of the file | ${s(referenceMs)} s | 1 | |
| 確認 (previewUpload: read, token, every row checked) | ${s(preview.ms)} s | ${(preview.ms / referenceMs).toFixed(1)}× | ${BEFORE.previewS} s |
| 取り込む (importUpload: checked again, the supply list with the facilities' attributes, the ledger entry into the FIT pool line, audit) | ${s(imported.ms)} s | ${(imported.ms / referenceMs).toFixed(1)}× | ${BEFORE.importS} s |

The import writes the supply list (one INSERT … SELECT per 20,000 rows, taking the facilities'
tracking attributes) and one ledger entry of two postings, the offered total from the certification
source's FIT pool line into the FIT supply's (decision 0019); until then it wrote two postings and two
holding lines per facility (set-based since decision 0017: 14 s; per entry before that: the figure in
the last column, measured on a loaded machine, load ≈ 20, indicative only).

Progress the operator sees while the import runs (reported by the service, polled by the screen):

| at | phase | done / total |
|---|---|---|
${progressRows(imported.reports).join('\n')}
`;
  writeFileSync('bench/results/console-uploads.md', md);
  mergeSummary('consoleUploads', {
    rows: ROWS,
    previewSeconds: Number(s(preview.ms)),
    importSeconds: Number(s(imported.ms)),
    copyReferenceSeconds: Number(s(referenceMs)),
    importRatioToCopy: Number((imported.ms / referenceMs).toFixed(1)),
    before: BEFORE,
    progressReports: imported.reports.length,
    reference: 'PostgreSQL COPY FROM STDIN (FORMAT csv, HEADER) of the same bytes into an unlogged table, same run',
    machine: machineFacts(),
  });
  console.log(md);
} finally {
  await runOnce(ADMIN_URL, `drop database if exists ${name} with (force)`);
}
