/**
 * Certificate PDF benchmark (a certificate with many facility rows): `npx tsx bench/certificate-pdf.ts`.
 *
 * A fresh PostgreSQL database with the demo members; 10,000 realistic non-FIT facilities of the demo
 * generator (the demo generator's names and addresses), certified, transferred to the demo retailer
 * in ten transfers of 1,000 lines and issued as one certificate of 10,000 lines (the most one issue
 * may carry), all through the real services. Then the certificate PDF as a download is made:
 * getNfcPdf (read the certificate and its rows, render) and the stream read to the end, in this
 * process, three times. Reported: time (wall and CPU), size, pages (pdfinfo), the last page's
 * "N / N" footer read back with pdftotext, and memory (RSS, V8 heap, array buffers) sampled every
 * 10 ms. Reference in the same run: the same member's certificate of one line; the goal is at most
 * 1.5 s of CPU for the 10,000 lines (summary.json: certificatePdf).
 * Bounded: BENCH_DEADLINE_MIN (default 20); the database is dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../src/lib/server/db/client';
import { applyMigrations } from '../src/lib/server/db/migrate';
import { seed } from '../src/lib/server/services/seed';
import { authOf } from '../src/lib/server/services/seed/demo-auth';
import { demoFacilities } from '../src/lib/server/services/seed/demo-facilities';
import { facilities, municipalities, organizations, prefectures } from '../src/lib/server/db/schema';
import { certifyVolume } from '../src/lib/server/services/ledger/certify-volume';
import { negotiateTransfer } from '../src/lib/server/services/accounts/negotiate-transfer';
import { publishCertificate } from '../src/lib/server/services/nfcs/publish-certificate';
import { getNfcPdf } from '../src/lib/server/services/nfcs/get-nfc-pdf';
import { machineFacts } from './lib/machine';
import { machineLine, mergeSummary } from './lib/summary';

const ROWS = Number(process.env.BENCH_PDF_ROWS ?? 10_000);
const RUNS = 3;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MIN ?? 20) * 60_000;
const MB = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const YEAR = 2026;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

async function admin(sql: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** 10,000 facilities of the demo generator, certified, transferred to さくら電力 and issued as one certificate. */
async function issueBigCertificate(db: Db): Promise<{ big: string; small: string; steps: string[] }> {
  const steps: string[] = [];
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const r = await work();
    steps.push(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return r;
  };
  const [generator] = await db.select().from(organizations).where(eq(organizations.memberNumber, '3001'));
  const munis = await db
    .select({
      code: municipalities.code,
      prefectureCode: municipalities.prefectureCode,
      prefectureName: prefectures.name,
      name: municipalities.name,
    })
    .from(municipalities)
    .innerJoin(prefectures, eq(municipalities.prefectureCode, prefectures.code));
  const rows = demoFacilities(munis, { fit: 0, nonFit: ROWS - 100, aggregated: 200 }, generator!.id).filter(
    (f) => !f.isFit,
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insert(facilities).values(rows.slice(i, i + 1000));
  const ids = rows.map((f) => f.id);
  const actor = { type: 'operator', name: 'bench' } as const;
  await timed(`certify ${ids.length.toLocaleString('en-US')} lines (certifyVolume)`, () =>
    certifyVolume(db, actor, {
      memberNumber: '3001',
      targetYear: YEAR,
      productCd: 3,
      lines: ids.map((facilityId) => ({ facilityId, volume: 100_000 })),
    }),
  );
  const aozora = await authOf(db, 'aozora01');
  await timed(
    `transfer them to 1001 in ${Math.ceil(ids.length / 1000)} transfers of 1,000 lines (negotiateTransfer)`,
    async () => {
      for (let i = 0; i < ids.length; i += 1000) {
        const lines = ids
          .slice(i, i + 1000)
          .map((equipmentId) => ({ holdingClassCd: 1 as const, equipmentId, volume: 50_000 }));
        await negotiateTransfer(db, aozora, { recipientMemberNumber: '1001', fiscalYear: YEAR, productCd: 3, lines });
      }
    },
  );
  const sakura = await authOf(db, 'sakura01');
  const request = (lines: string[]) => ({
    fiscalYear: YEAR,
    productCd: 3 as const,
    nfcTypeCd: 1 as const,
    useCd: 1 as const,
    consumer: 'さくら電力株式会社',
    corporateNo: '1180301018771',
    officeName: '本社ビル',
    demandLocation: '東京都千代田区丸の内一丁目１番１号',
    businessNo: '0300111222333444555666',
    remarks: 'ベンチマーク用の証書です。',
    lines: lines.map((equipmentId) => ({ equipmentId, volume: 20_000 })),
  });
  const big = await timed(
    `issue one certificate of ${ids.length.toLocaleString('en-US')} lines (publishCertificate)`,
    () => publishCertificate(db, sakura, request(ids)),
  );
  const small = await publishCertificate(db, sakura, request(ids.slice(0, 1)));
  return { big: big.body.nfCertificateNo, small: small.body.nfCertificateNo, steps };
}

interface Render {
  serviceMs: number;
  totalMs: number;
  cpuMs: number;
  bytes: number;
  pdf: Buffer;
  before: NodeJS.MemoryUsage;
  peak: { rss: number; heapUsed: number; arrayBuffers: number; external: number };
  atReturn: NodeJS.MemoryUsage;
}

async function renderOnce(db: Db, organizationId: number, certificateNo: string): Promise<Render> {
  gc();
  const before = process.memoryUsage();
  const peak = {
    rss: before.rss,
    heapUsed: before.heapUsed,
    arrayBuffers: before.arrayBuffers,
    external: before.external,
  };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
    peak.external = Math.max(peak.external, m.external);
  };
  const timer = setInterval(sample, 10);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const file = await getNfcPdf(db, organizationId, YEAR, certificateNo);
  const serviceMs = performance.now() - t0;
  const atReturn = process.memoryUsage();
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  const totalMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(timer);
  sample();
  const pdf = Buffer.concat(chunks);
  return { serviceMs, totalMs, cpuMs: (cpu.user + cpu.system) / 1000, bytes: pdf.length, pdf, before, peak, atReturn };
}

function pdfFacts(pdf: Buffer): { pages: number; lastFooter: boolean } {
  const file = path.join(os.tmpdir(), `nfc-bench-cert-${process.pid}.pdf`);
  writeFileSync(file, pdf);
  try {
    const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? NaN);
    const last = execFileSync('pdftotext', ['-f', String(pages), '-l', String(pages), '-layout', file, '-'], {
      encoding: 'utf8',
    });
    return { pages, lastFooter: new RegExp(`(^|\\D)${pages}\\s*/\\s*${pages}(\\D|$)`, 'm').test(last) };
  } finally {
    rmSync(file, { force: true });
  }
}

async function main() {
  const started = performance.now();
  const startRss = process.memoryUsage().rss;
  const facts = machineFacts();
  const name = `nfc_bench_pdf_${Date.now()}`;
  const pgVersion = String((await admin('show server_version')).rows[0].server_version);
  await admin(`create database ${name}`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ url, poolSize: 4 });
  const deadline = setTimeout(() => {
    console.error(`certificate-pdf benchmark: hard deadline of ${DEADLINE_MS / 60_000} min reached`);
    void admin(`drop database if exists ${name} with (force)`).finally(() => process.exit(2));
  }, DEADLINE_MS);
  deadline.unref();
  try {
    await applyMigrations(database);
    const db = database.db;
    await seed(db, { demo: 'members' });
    const { big, small, steps } = await issueBigCertificate(db);
    const sakura = await authOf(db, 'sakura01');
    // Warm-up: fonts read from disk, code paths compiled; then the one-line reference, median of 5.
    await renderOnce(db, sakura.organizationId, small);
    const smallRuns: Render[] = [];
    for (let i = 0; i < 5; i++) smallRuns.push(await renderOnce(db, sakura.organizationId, small));
    const bigRuns: Render[] = [];
    for (let i = 0; i < RUNS; i++) {
      bigRuns.push(await renderOnce(db, sakura.organizationId, big));
      console.log(`run ${i + 1}: ${(bigRuns[i]!.totalMs / 1000).toFixed(1)} s, peak RSS ${MB(bigRuns[i]!.peak.rss)}`);
    }
    const median = (xs: Render[], key: 'totalMs' | 'serviceMs' | 'cpuMs') =>
      [...xs].map((x) => x[key]).sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const bigFacts = pdfFacts(bigRuns[0]!.pdf);
    const smallFacts = pdfFacts(smallRuns[0]!.pdf);
    const source = readFileSync('src/lib/server/reports/pdf/certificate-pdf.ts', 'utf8');
    const buffered = /bufferPages:\s*true/.test(source);
    const dirty =
      execFileSync('git', ['status', '--porcelain', 'src/lib/server/reports/pdf'], { encoding: 'utf8' }).trim() !== '';
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const per = (x: number) => `${((x / ROWS) * 1000).toFixed(0)} µs`;
    const mem = (r: Render) =>
      `RSS ${MB(r.before.rss)} → peak ${MB(r.peak.rss)} (+${MB(r.peak.rss - r.before.rss)}); V8 heap used ${MB(r.before.heapUsed)} → peak ${MB(r.peak.heapUsed)} (+${MB(r.peak.heapUsed - r.before.heapUsed)}); array buffers ${MB(r.before.arrayBuffers)} → peak ${MB(r.peak.arrayBuffers)}`;
    const b0 = bigRuns[0]!;
    const cpuRatio = median(bigRuns, 'cpuMs') / median(smallRuns, 'cpuMs');
    const md = `## Certificate PDF with ${ROWS.toLocaleString('en-US')} facility rows

${facts}
- PostgreSQL ${pgVersion} on the same machine (fresh database \`${name}\`, dropped afterwards); whole run ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (the machine is shared).
- Renderer: \`src/lib/server/reports/pdf/\` at ${commit}${dirty ? ' with uncommitted changes in that folder' : ''}; pages are ${buffered ? '**buffered** (pdfkit `bufferPages: true`, page numbers stamped at the end)' : 'written as they are finished (no `bufferPages`; rows measured first so "n / N" is known up front)'}.
- Data, through the real services: ${ROWS.toLocaleString('en-US')} non-FIT facilities of the demo generator (demo names and addresses across prefectures,
  ${(200 / 2).toLocaleString('en-US')} of them \`#\` aggregates), certified, transferred to the demo retailer and issued as one certificate of ${ROWS.toLocaleString('en-US')} lines
  (10,000 is the most one issue may carry). ${steps.join('; ')}.
- Measured: \`getNfcPdf\` (find the certificate, read its ${ROWS.toLocaleString('en-US')} rows, render; the render slot of 2) and its stream read
  to the end, in this process, ${RUNS} times after a warm-up; memory sampled every 10 ms after a forced GC. Pages by pdfinfo; the last
  page's footer read back with pdftotext.

| certificate | time (median of ${RUNS} / 5) | of which until the stream is returned | CPU | CPU × 1 row | per row | size | pages | last page footer "N / N" |
|---|---|---|---|---|---|---|---|---|
| ${ROWS.toLocaleString('en-US')} rows | ${(median(bigRuns, 'totalMs') / 1000).toFixed(2)} s | ${(median(bigRuns, 'serviceMs') / 1000).toFixed(2)} s | **${(median(bigRuns, 'cpuMs') / 1000).toFixed(2)} s** (runs: ${bigRuns.map((r) => (r.cpuMs / 1000).toFixed(2)).join(', ')}) | ${cpuRatio.toFixed(1)}× | ${per(median(bigRuns, 'totalMs'))} | ${(b0.bytes / 2 ** 20).toFixed(2)} MB | ${bigFacts.pages} | ${bigFacts.lastFooter ? 'found' : '**missing**'} |
| 1 row (reference) | ${median(smallRuns, 'totalMs').toFixed(0)} ms | ${median(smallRuns, 'serviceMs').toFixed(0)} ms | ${median(smallRuns, 'cpuMs').toFixed(0)} ms | 1× | — | ${(smallRuns[0]!.bytes / 1024).toFixed(0)} KB | ${smallFacts.pages} | ${smallFacts.lastFooter ? 'found' : '**missing**'} |

- Memory of the ${ROWS.toLocaleString('en-US')}-row render, run by run (a forced GC before each; RSS is the whole process's and V8 keeps
  what it grew, so run 1 shows the growth; this process started at RSS ${MB(startRss)}):
${bigRuns.map((r, i) => `  - run ${i + 1}: ${mem(r)}; when \`getNfcPdf\` returned (all drawn, nothing read yet) heap used ${MB(r.atReturn.heapUsed)}, array buffers ${MB(r.atReturn.arrayBuffers)}.`).join('\n')}
- Memory, 1 row: ${mem(smallRuns[smallRuns.length - 1]!)}.
- Per row is the ${ROWS.toLocaleString('en-US')}-row time over ${ROWS.toLocaleString('en-US')}; the one-row certificate is the fixed cost (font registration and subsetting, QR code, fields).
`;
    // A scaled-down check does not overwrite the recorded figures.
    const out = process.env.BENCH_PDF_ROWS
      ? path.join(os.tmpdir(), 'certificate-pdf-scaled.md')
      : 'bench/results/certificate-pdf.md';
    writeFileSync(out, md);
    console.log(`written to ${out}`);
    if (!process.env.BENCH_PDF_ROWS)
      mergeSummary('certificatePdf', {
        rows: ROWS,
        pages: bigFacts.pages,
        megabytes: Number((b0.bytes / 2 ** 20).toFixed(2)),
        cpuSeconds: Number((median(bigRuns, 'cpuMs') / 1000).toFixed(2)),
        wallSeconds: Number((median(bigRuns, 'totalMs') / 1000).toFixed(2)),
        goal: 'CPU <= 1.5 s',
        passed: median(bigRuns, 'cpuMs') <= 1500,
        reference: {
          what: 'the same renderer on a certificate of one line, same run (median of 5)',
          cpuMs: Math.round(median(smallRuns, 'cpuMs')),
          ratio: Number(cpuRatio.toFixed(1)),
        },
        renderer: `${commit}${dirty ? ' (uncommitted changes)' : ''}`,
        machine: machineLine(),
      });
    console.log(md);
  } finally {
    clearTimeout(deadline);
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
