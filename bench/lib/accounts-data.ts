/**
 * Set-based generator of a large, consistent ledger for the accounts benchmark, on a
 * migrated PostgreSQL database holding only the code master. Everything is INSERT … SELECT over
 * generate_series, with the ids computed arithmetically, so nothing is looked up row by row.
 *
 * Shape, per facility f (K = postings / (2 × facilities) journal entries each, T = K − 2 transfers):
 *   entry 0        認定 (FIT: FIT supply)  certification source −V → generator class 1 (FIT: fit_supply) +V
 *   entries 1..T   移転 (FIT: 約定)        generator −v          → retailer r_t class 2 +v (T distinct retailers)
 *   entry K−1      証書発行                 retailer r_0 class 2 −u → retailer r_0 class 3 +u
 * with V ≥ 1,000, v = V / (T + 2), u = v / 2, so every member line stays ≥ 0 at every instant (entries
 * are stamped in id order, all certifications first, then each transfer round, then the issues).
 * One facility in four belongs to the "heavy" generator (member 1) and carries target year 2026 and
 * product 2, so that member has exactly `facilities` postings in one (year, product): the history
 * export of 1,000,000 rows at full size. Holdings are written with their final balances and checked
 * against the postings afterwards.
 */
import pg from 'pg';

export interface AccountSizes {
  members: number;
  facilities: number;
  postings: number;
}

export function sizesFromEnv(): AccountSizes {
  const n = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  return {
    members: n('BENCH_MEMBERS', 1_000),
    facilities: n('BENCH_FACILITIES', 1_000_000),
    postings: n('BENCH_POSTINGS', 10_000_000),
  };
}

export interface GeneratedLedger {
  sizes: AccountSizes;
  shape: { generators: number; retailers: number; entriesPerFacility: number; transfersPerFacility: number };
  /** Member index → ids: organization = org0 + i, account = acc0 + i, user = user0 + i. */
  org0: number;
  user0: number;
  /** Member index of the first retailer; retailers are generators … members − 1. */
  firstRetailer: number;
  heavy: { organizationId: number; userId: number; loginId: string; historyRows: number };
  steps: { step: string; ms: number }[];
  tables: { table: string; rows: number; tableBytes: number; indexBytes: number }[];
  checks: {
    unbalancedEntries: number;
    holdingsNotMatchingPostings: number;
    negativeMemberLines: number;
    runningNegative: number | null;
  };
}

const BIG_TABLES = ['facilities', 'holdings', 'journal_entries', 'postings'];

const memberNo = (i: string) => `('BM' || lpad((${i} + 1)::text, 4, '0'))`;
const memberName = (i: string, g: number) =>
  `(case when ${i} < ${g} then 'ベンチ再エネ発電' else 'ベンチ電力' end || (${i} + 1) || '株式会社')`;

export async function generateLedger(
  client: pg.Client,
  sizes: AccountSizes,
  passwordHash: string,
): Promise<GeneratedLedger> {
  const { members: M, facilities: F } = sizes;
  const K = Math.round(sizes.postings / (2 * F));
  const T = K - 2;
  const G = Math.max(2, Math.round(M / 10));
  const R = M - G;
  if (K < 3 || R < T || F > 9_999_999)
    throw new Error(`Unusable sizes ${JSON.stringify(sizes)}: need postings ≥ 6 × facilities and enough retailers`);
  const S = T + 3; // holding slots per facility: source, generator/FIT supply, T × retailer class 2, retailer class 3
  const steps: GeneratedLedger['steps'] = [];
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    steps.push({ step: name, ms: performance.now() - t0 });
    console.log(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await q(
    `set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '1GB'; set statement_timeout = '30min'`,
  );

  // Indexes and keys of the four big tables are dropped for the load and rebuilt from their own definitions.
  const tables = `array[${BIG_TABLES.map((t) => `'${t}'::regclass`).join(',')}]`;
  const keys = (
    await q(`select conrelid::regclass::text as tbl, conname, contype, pg_get_constraintdef(oid) as def from pg_constraint
             where (contype = 'p' and conrelid = any(${tables})) or (contype = 'f' and (conrelid = any(${tables}) or confrelid = any(${tables})))`)
  ).rows as { tbl: string; conname: string; contype: string; def: string }[];
  const indexes = (
    await q(`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index i where indrelid = any(${tables})
             and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p','u','x'))`)
  ).rows as { name: string; def: string }[];
  const fks = keys.filter((k) => k.contype === 'f');
  const pks = keys.filter((k) => k.contype === 'p');
  await step('drop indexes and keys of the big tables', async () => {
    for (const k of [...fks, ...pks]) await q(`alter table ${k.tbl} drop constraint ${k.conname}`);
    for (const i of indexes) await q(`drop index ${i.name}`);
    // The ledger's statement-level reference checks (migration 0006) stand in for foreign keys: off for the load too.
    for (const t of ['holdings', 'postings', 'journal_entries']) await q(`alter table ${t} disable trigger user`);
  });

  const years = new Map(
    (await q('select target_year, id from target_years')).rows.map((r) => [Number(r.target_year), Number(r.id)]),
  );
  const yearId = (y: string) =>
    `(case ${y} ${[...years].map(([year, id]) => `when ${year} then ${id}`).join(' ')} end)`;
  const system = new Map(
    (await q('select kind, id from accounts where organization_id is null')).rows.map((r) => [
      String(r.kind),
      Number(r.id),
    ]),
  );
  let org0 = 0;
  let acc0 = 0;
  let user0 = 0;
  await step(`${M.toLocaleString('en-US')} members, users and accounts`, async () => {
    const contiguous = async (sql: string) => {
      const r = (await q(sql)).rows[0] as { lo: number; hi: number; n: number };
      if (r.hi - r.lo + 1 !== M || Number(r.n) !== M) throw new Error(`ids not contiguous: ${sql}`);
      return Number(r.lo);
    };
    await q(`insert into organizations (member_number, name, kind, fit_participation, non_fit_participation)
             select ${memberNo('i')}, ${memberName('i', G)}, case when i < ${G} then 'generator' else 'retailer' end, i >= ${G}, true
             from generate_series(0, ${M - 1}) i order by i`);
    org0 = await contiguous(
      `select min(id) lo, max(id) hi, count(*) n from organizations where member_number like 'BM%'`,
    );
    await q(
      `insert into accounts (kind, organization_id) select 'member', ${org0} + i from generate_series(0, ${M - 1}) i order by i`,
    );
    acc0 = await contiguous(
      `select min(a.id) lo, max(a.id) hi, count(*) n from accounts a join organizations o on o.id = a.organization_id where o.member_number like 'BM%'`,
    );
    await q(
      `insert into users (organization_id, login_id, display_name, password_hash, must_change_password)
       select ${org0} + i, 'bench' || lpad((i + 1)::text, 4, '0'), 'ベンチ担当' || (i + 1), $1, false from generate_series(0, ${M - 1}) i order by i`,
      [passwordHash],
    );
    user0 = await contiguous(`select min(id) lo, max(id) hi, count(*) n from users where login_id like 'bench%'`);
  });

  // One row per facility with everything the later statements derive from it.
  await step(`${F.toLocaleString('en-US')} facilities`, async () => {
    await q(`create temp table bench_muni as select (row_number() over (order by m.code) - 1)::int as idx, m.code, m.prefecture_code, p.name as pref_name,
             m.name, coalesce(nullif(regexp_replace(regexp_replace(m.name, '^.*郡', ''), '(市|町|村|区)$', ''), ''), m.name) as short
             from municipalities m join prefectures p on p.code = m.prefecture_code`);
    const NM = Number((await q('select count(*) n from bench_muni')).rows[0].n);
    await q(`create temp table bench_fac as
      select f, fit, heavy, agg, pg3, h1, h2, h3,
        case when fit then 'F' when agg then '#' else 'N' end || lpad((f + 1)::text, 7, '0') as fid,
        ${yearId('case when heavy then 2026 else 2024 + (f / 2) % 3 end')} as year_id,
        case when fit then 1 when heavy then 2 when pg3 then 3 else 2 + (f / 4) % 2 end as product,
        case when fit then null when heavy then 0 else 1 + h3 % ${G - 1} end as gen,
        h3 % ${R} as rbase, 1000 + h2 % 999001 as v_cert, (1000 + h2 % 999001) / ${T + 2} as v_tr, (1000 + h2 % 999001) / ${T + 2} / 2 as v_iss
      from (select f, f % 10 = 9 as fit, f % 4 = 0 as heavy, f % 20 = 10 as agg, f % 50 = 25 as pg3,
              hashint8(f * 4 + 1)::bigint & 2147483647 as h1, hashint8(f * 4 + 2)::bigint & 2147483647 as h2,
              hashint8(f * 4 + 3)::bigint & 2147483647 as h3 from generate_series(0::bigint, ${F - 1}) f) x`);
    const KINDS = `(array['太陽光発電所','風力発電所','水力発電所','地熱発電所','バイオマス発電所'])`;
    await q(`insert into facilities (id, name, address, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd, capacity_w, operation_start_date, is_fit, owner_organization_id)
      select fid,
        case when agg then m.pref_name || '低圧太陽光（集約）' when pg3 then m.short || '第' || (1 + h1 % 9) || '発電所'
             else m.short || '第' || (1 + h1 % 9) || ${KINDS}[re] end,
        m.pref_name || m.name || (1 + (h2 >> 8) % 30) || '丁目' || (1 + (h2 >> 13) % 50) || '番地',
        m.prefecture_code, m.code, re, case when pg3 then 3 else 1 end,
        case when agg then 49000 else (array[10,1000,100,1000,500])[re] * 1000 + (h3 >> 4) % (((array[2000,50000,10000,30000,50000])[re] - (array[10,1000,100,1000,500])[re]) * 1000) end,
        make_date(1995 + ((h1 >> 4) % 31)::int, 1 + ((h1 >> 9) % 12)::int, 1 + ((h1 >> 13) % 28)::int), fit, ${org0} + gen
      from (select b.*, case when agg then 1 when pg3 then 3 else (case when (b.h2 >> 20) % 100 < 70 then 1 when (b.h2 >> 20) % 100 < 80 then 2
                   when (b.h2 >> 20) % 100 < 90 then 3 when (b.h2 >> 20) % 100 < 93 then 4 else 5 end) end as re
            from bench_fac b) b
      join bench_muni m on m.idx = b.h1 % ${NM} order by f`);
  });

  // Holding slot → owner. Slot 0 the certification source, 1 the generator (FIT: the FIT supply), 2..T+1 retailer r_t class 2, T+2 r_0 class 3.
  const retailer = (slot: string) => `(${G} + (rbase + greatest(${slot} - 2, 0) % ${T}) % ${R})`;
  const owner = (slot: string) => ({
    account: `case when ${slot} = 0 then ${system.get('certification_source')} when ${slot} = 1 then coalesce(${acc0} + gen, ${system.get('fit_supply')}) else ${acc0} + ${retailer(slot)} end`,
    org: `case when ${slot} = 0 then null when ${slot} = 1 then ${org0} + gen else ${org0} + ${retailer(slot)} end`,
    cls: `case when ${slot} = 0 then 0 when ${slot} = 1 then (case when fit then 0 else 1 end) when ${slot} = ${T + 2} then 3 else 2 end`,
  });
  const deltaUs = Math.floor((365 * 86_400e6) / (K * F));
  const stamp = (e: string) => `(timestamptz '2026-04-01 09:00:00+09' + ${e} * interval '${deltaUs} microseconds')`;
  await step(`${(K * F).toLocaleString('en-US')} journal entries`, () =>
    q(`insert into journal_entries (id, kind, created_at, business_date, actor, reference)
      select e + 1, case when s = 0 then (case when fit then 'load-fit-supply' else 'certify' end) when s = ${K - 1} then 'issue-certificate'
                         when fit then 'clearing' else 'transfer' end, ts, (ts at time zone 'Asia/Tokyo')::date, 'bench',
        case when s = 0 then (case when fit then 'FIT電源 供給' else '非化石価値認定' end) when s = ${K - 1} then 'NF' || (2023 + year_id) || '-' || lpad((f + 1)::text, 7, '0')
             when fit then 'FIT約定' else ${memberNo('gen')} || ' ' || ${memberName('gen', G)} || ' → ' || ${memberNo(`${G} + (rbase + s - 1) % ${R}`)} || ' ' || ${memberName(`${G} + (rbase + s - 1) % ${R}`, G)} end
      from generate_series(0, ${K - 1}) s cross join lateral (select b.*, s * ${F} + b.f as e, ${stamp(`(s * ${F} + b.f)`)} as ts from bench_fac b) x`),
  );
  const h = owner('slot');
  await step(`${(S * F).toLocaleString('en-US')} holdings`, () =>
    q(`insert into holdings (id, account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, balance, reserved, allow_negative)
      select f * ${S} + slot + 1, ${h.account}, ${h.org}, year_id, product, ${h.cls}, fid,
        case when slot = 0 then -v_cert when slot = 1 then v_cert - ${T} * v_tr when slot = 2 then v_tr - v_iss when slot = ${T + 2} then v_iss else v_tr end, 0, slot = 0
      from bench_fac cross join generate_series(0, ${S - 1}) slot`),
  );
  await step(`${(2 * K * F).toLocaleString('en-US')} postings`, () =>
    q(`insert into postings (id, entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume, created_at)
      select 2 * e + side + 1, e + 1, f * ${S} + slot + 1, ${h.org}, year_id, product, ${h.cls}, fid, vol, ${stamp('e')}
      from (select b.*, s * ${F} + b.f as e, side,
              case when s = 0 then side when s = ${K - 1} then (case when side = 0 then 2 else ${T + 2} end) else (case when side = 0 then 1 else s + 1 end) end as slot,
              (case when side = 0 then -1 else 1 end) * (case when s = 0 then v_cert when s = ${K - 1} then v_iss else v_tr end) as vol
            from generate_series(0, ${K - 1}) s cross join lateral (select * from bench_fac) b cross join (values (0), (1)) sd(side)) x`),
  );
  await step('rebuild indexes and keys, reset sequences', async () => {
    for (const k of pks) await q(`alter table ${k.tbl} add constraint ${k.conname} ${k.def}`);
    for (const i of indexes) await q(i.def);
    for (const k of fks) await q(`alter table ${k.tbl} add constraint ${k.conname} ${k.def}`);
    for (const t of ['holdings', 'postings', 'journal_entries']) await q(`alter table ${t} enable trigger user`);
    for (const t of ['holdings', 'journal_entries', 'postings'])
      await q(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
  });
  await step('vacuum analyze', () => q(`vacuum (analyze) ${BIG_TABLES.join(', ')}, organizations, accounts, users`));

  const count = async (sql: string) => Number((await q(sql)).rows[0].n);
  const checks: GeneratedLedger['checks'] = {
    unbalancedEntries: 0,
    holdingsNotMatchingPostings: 0,
    negativeMemberLines: 0,
    runningNegative: null,
  };
  await step('consistency checks', async () => {
    checks.unbalancedEntries = await count(
      `select count(*) n from (select entry_id from postings group by entry_id, facility_id having sum(volume) <> 0) x`,
    );
    checks.holdingsNotMatchingPostings =
      await count(`select count(*) n from holdings h full join (select holding_id, sum(volume) s from postings group by holding_id) p
                                                      on p.holding_id = h.id where coalesce(h.balance, 0) <> coalesce(p.s, 0) or h.id is null or p.holding_id is null`);
    checks.negativeMemberLines = await count(
      `select count(*) n from holdings where not allow_negative and (balance < 0 or reserved > balance)`,
    );
    // Running balances in time order never dip below zero: a sort of every posting, so only at small scale.
    if (2 * K * F <= 2_000_000)
      checks.runningNegative =
        await count(`select count(*) n from (select h.allow_negative, sum(p.volume) over (partition by p.holding_id order by p.created_at, p.id) run
                                             from postings p join holdings h on h.id = p.holding_id) x where run < 0 and not allow_negative`);
  });
  const heavyRows = await count(
    `select count(*) n from postings where organization_id = ${org0} and target_year_id = ${years.get(2026)} and product_cd = 2`,
  );
  const tableStats: GeneratedLedger['tables'] = [];
  for (const t of [...BIG_TABLES, 'organizations', 'accounts', 'users']) {
    const r = (await q(`select pg_table_size('${t}') tb, pg_indexes_size('${t}') ib, (select count(*) from ${t}) n`))
      .rows[0];
    tableStats.push({ table: t, rows: Number(r.n), tableBytes: Number(r.tb), indexBytes: Number(r.ib) });
  }
  return {
    sizes,
    shape: { generators: G, retailers: R, entriesPerFacility: K, transfersPerFacility: T },
    org0,
    user0,
    firstRetailer: G,
    heavy: { organizationId: org0, userId: user0, loginId: 'bench0001', historyRows: heavyRows },
    steps,
    tables: tableStats,
    checks,
  };
}
