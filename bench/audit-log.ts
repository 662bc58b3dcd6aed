/**
 * 監査ログ filters benchmark (decision 0013): `npx tsx bench/audit-log.ts`.
 *
 * A fresh PostgreSQL database, migrated, with 1,000 members (2 users each) and 1,000,000 audit
 * rows over three years (AUDIT_ROWS overrides): 35 actions, skewed as the market writes them
 * (logins and bids most), actors the members' users, two console operators and the CLI. Each
 * filter of the screen is run as the console runs it (listAuditLog: the page query and the
 * filter resolution; findAuditActions for the select), 7 times after one warm-up, median reported.
 * "Before" is the schema without migration 0011's two indexes (dropped), "after" with them
 * (created again from the migration file and analysed). Reference: the unfiltered first page,
 * which both schemas serve from audit_log_at_idx. Writes bench/results/audit-log.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/lib/server/db/client';
import { applyMigrations, MIGRATIONS_DIR } from '../src/lib/server/db/migrate';
import { listAuditLog } from '../src/lib/server/services/console/list-audit-log';
import { findAuditActions } from '../src/lib/server/repositories/audit-log';
import type { AdminAuditQuery } from '../src/lib/schemas/admin-audit';
import { AUDIT_ACTION_LABELS } from '../src/lib/domain/audit/audit-labels';
import { runOnce } from './lib/accounts-db';
import { machineFacts } from './lib/machine';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const MEMBERS = 1000;
const RUNS = 7;

const SCENARIOS: [string, AdminAuditQuery][] = [
  ['reference: no filter, first page', {}],
  ['action = bid.enter (30 % of rows)', { action: 'bid.enter' }],
  ['action = user.lock (0.8 % of rows)', { action: 'user.lock' }],
  ['action = operator.reset-mfa (30 rows)', { action: 'operator.reset-mfa' }],
  ['action = bid.enter, a page from 2024', { action: 'bid.enter', after: '2024-06-01T00:00:00.000000Z_1' }],
  ['action = auction.clear + one month', { action: 'auction.clear', dateFrom: '2025-06-01', dateTo: '2025-06-30' }],
  ['actor = one member user (login id)', { actor: 'bench0500a' }],
  ['actor = console:ops-admin', { actor: 'console:ops-admin' }],
  ['actor = ops:rare (30 rows)', { actor: 'ops:rare' }],
  ['member number (its users, acts on them)', { memberNumber: 'B0500' }],
  ['date range: one day', { dateFrom: '2025-03-03', dateTo: '2025-03-03' }],
  [
    'actor + action + one year',
    { actor: 'bench0500a', action: 'bid.enter', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
  ],
];

async function generate(url: string): Promise<void> {
  const actions = Object.keys(AUDIT_ACTION_LABELS);
  const q = (text: string) => runOnce(url, text);
  await q(`insert into organizations (member_number, name, kind)
    select 'B' || lpad(i::text, 4, '0'), '会員' || i, 'retailer' from generate_series(1, ${MEMBERS}) i`);
  await q(`insert into users (organization_id, login_id, display_name, password_hash, must_change_password)
    select o.id, 'bench' || lpad(substr(o.member_number, 2), 4, '0') || s, o.name || s, 'x', false
    from organizations o cross join (values ('a'), ('b')) v(s) where o.member_number like 'B%'`);
  // Skewed action mix: logins and bids most, operators' actions rare.
  const weight = (a: string): number =>
    a === 'operator.reset-mfa' ? 0 : a === 'auth.login' || a === 'bid.enter' ? 300 : a.startsWith('auth.') ? 40 : 8;
  const weights = actions.map(weight);
  const cumulative = weights.map((_, i) => weights.slice(0, i + 1).reduce((s, w) => s + w, 0));
  const total = cumulative[cumulative.length - 1]!;
  const actionCase = `case ${actions.map((a, i) => `when r < ${cumulative[i]} then '${a}'`).join(' ')} end`;
  await q(`insert into audit_log (at, actor_type, actor_id, action, entity, entity_id, after)
    select at, actor_type, actor_id, action, entity, entity_id, after from (
      select timestamptz '2024-01-01 00:00+09' + (i::float / ${ROWS}) * interval '3 years' as at,
        a.action,
        case when a.action like 'auth.%' or a.action in ('bid.enter','bid.delete','account.transfer','certificate.issue')
          then 'user' else 'operator' end as actor_type,
        case when a.action like 'auth.%' or a.action in ('bid.enter','bid.delete','account.transfer','certificate.issue')
          then u.id || ':' || u.login_id
          else (array['console:ops-admin','console:ops-second','ops:root'])[1 + i % 3] end as actor_id,
        case when a.action like 'user.%' or a.action like 'auth.%' then 'user' else 'bench' end as entity,
        case when a.action like 'user.%' or a.action like 'auth.%' then u.id::text else i::text end as entity_id,
        jsonb_build_object('n', i) as after
      from generate_series(1, ${ROWS}) i
      cross join lateral (select ${actionCase} as action from (select (hashint4(i) & 2147483647) % ${total} as r) x) a
      join users u on u.id = 1 + (hashint4(i * 7) & 2147483647) % ${MEMBERS * 2}
    ) g order by at`);
  // A rare action by a rare actor, spread over the three years: what an index must find without a scan.
  await q(`insert into audit_log (at, actor_type, actor_id, action, entity, entity_id)
    select timestamptz '2024-01-01 00:00+09' + (i / 30.0) * interval '3 years', 'operator', 'ops:rare',
      'operator.reset-mfa', 'operator', '1' from generate_series(0, 29) i`);
  // Members' certified volume (ledger.certify names the member only in after).
  await q(`update audit_log set after = jsonb_build_object('memberNumber', 'B' || lpad((1 + id % ${MEMBERS})::text, 4, '0'))
    where action = 'ledger.certify'`);
  await q('vacuum analyze audit_log');
}

async function measure(db: Parameters<typeof listAuditLog>[0]): Promise<number[]> {
  const medians: number[] = [];
  for (const [, query] of [...SCENARIOS, ['actions', undefined] as const]) {
    const run = () => (query ? listAuditLog(db, query) : findAuditActions(db));
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    medians.push(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!);
  }
  return medians;
}

const name = `bench_audit_${process.pid}`;
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
await runOnce(ADMIN_URL, `create database ${name}`);
try {
  const database = await openDatabase({ url, poolSize: 2 });
  await applyMigrations(database);
  const t0 = performance.now();
  await generate(url);
  const loadS = (performance.now() - t0) / 1000;
  const indexSql = readFileSync(`${MIGRATIONS_DIR}/0011_audit_log_filters.sql`, 'utf8').split(
    '--> statement-breakpoint',
  );
  await runOnce(url, 'drop index audit_log_action_at_idx, audit_log_actor_at_idx, audit_log_certify_member_idx');
  const before = await measure(database.db);
  const t1 = performance.now();
  for (const statement of indexSql) await runOnce(url, statement);
  const buildS = (performance.now() - t1) / 1000;
  await runOnce(url, 'analyze audit_log');
  const after = await measure(database.db);
  await database.close();
  const labels = [...SCENARIOS.map(([l]) => l), 'the 操作 select (distinct actions)'];
  const f = (x: number) => `${x.toFixed(1)} ms`;
  const table = labels.map((l, i) => `| ${l.trim()} | ${f(before[i]!)} | ${f(after[i]!)} |`).join('\n');
  const md = `## 監査ログ filters

${ROWS.toLocaleString('en-US')} audit rows over three years, ${MEMBERS} members with 2 users each, on PostgreSQL
(generated in ${loadS.toFixed(0)} s). One console page (50 rows, newest first) per filter as
listAuditLog runs it, median of ${RUNS} after a warm-up. Before: without migration 0011's indexes;
after: with them (built in ${buildS.toFixed(1)} s). Reference: the unfiltered first page.

${machineFacts()}

| filter | before | after |
|---|---|---|
${table}
`;
  writeFileSync('bench/results/audit-log.md', md);
  console.log(md);
} finally {
  if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${name}`);
  else await runOnce(ADMIN_URL, `drop database if exists ${name} with (force)`);
}
