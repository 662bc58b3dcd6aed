import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { facilities, municipalities, organizations, plantGroups, prefectures, renewableTypes } from '../../db/schema';
import { capacityKwTextToW, FACILITY_CSV_COLUMNS, facilityCsvRow } from '@/lib/schemas/facility-csv';
import { recordAudit, type Actor } from '../audit/record-audit';
import { WORDS } from '@/lib/glossary';

export interface RejectedRow {
  line: number;
  facilityId: string;
  reasons: string[];
}

export interface LoadReport {
  loaded: number;
  rejected: RejectedRow[];
}

/**
 * Loads facilities from CSV text: every row is validated (format, code master, owner, duplicates);
 * if any row is rejected nothing is loaded, and the report lists every rejected row.
 */
export async function loadFacilities(db: Db, actor: Actor, csvText: string): Promise<LoadReport> {
  const records = parse(csvText.replace(/^\uFEFF/, ''), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  }) as Record<string, string>[];
  const header = Object.keys(records[0] ?? {});
  const missing = FACILITY_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (records.length && missing.length)
    return { loaded: 0, rejected: [{ line: 1, facilityId: '', reasons: [`列がありません: ${missing.join(', ')}`] }] };

  const masters = await loadMasters(db);
  const ids = records.map((r) => r.facility_id ?? '');
  const existing = new Set<string>();
  for (let i = 0; i < ids.length; i += 5000) {
    for (const row of await db
      .select({ id: facilities.id })
      .from(facilities)
      .where(inArray(facilities.id, ids.slice(i, i + 5000))))
      existing.add(row.id);
  }
  const seen = new Set<string>();
  const rejected: RejectedRow[] = [];
  const rows: (typeof facilities.$inferInsert)[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const parsed = facilityCsvRow.safeParse(record);
    if (!parsed.success) {
      rejected.push({
        line,
        facilityId: record.facility_id ?? '',
        reasons: parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`),
      });
      return;
    }
    const r = parsed.data;
    const reasons: string[] = [];
    if (existing.has(r.facility_id)) reasons.push('既に登録されている設備IDです。');
    if (seen.has(r.facility_id)) reasons.push('ファイル内で設備IDが重複しています。');
    if (!masters.prefectures.has(r.prefecture_cd)) reasons.push('都道府県コードがコードマスタにありません。');
    if (r.municipality_cd && masters.municipalities.get(r.municipality_cd) !== r.prefecture_cd)
      reasons.push('市区町村コードが都道府県と一致しません。');
    if (!masters.reTypes.has(r.re_type_cd)) reasons.push('再エネ種別がコードマスタにありません。');
    if (!masters.plantGroups.has(r.plant_group_cd)) reasons.push(`${WORDS.plantGroup}がコードマスタにありません。`);
    const ownerId = r.owner_member_number ? masters.members.get(r.owner_member_number) : undefined;
    if (r.owner_member_number && ownerId === undefined) reasons.push('所有会員番号の取引会員が存在しません。');
    if (r.fit === '0' && !r.owner_member_number) reasons.push('非FIT設備には所有会員番号が必要です。');
    seen.add(r.facility_id);
    if (reasons.length) return void rejected.push({ line, facilityId: r.facility_id, reasons });
    rows.push({
      id: r.facility_id,
      name: r.name,
      address: r.address,
      prefectureCd: r.prefecture_cd,
      municipalityCd: r.municipality_cd ?? null,
      reTypeCd: r.re_type_cd,
      plantGroupCd: r.plant_group_cd,
      capacityW: capacityKwTextToW(r.capacity_kw),
      operationStartDate: r.operation_start_date,
      isFit: r.fit === '1',
      ownerOrganizationId: ownerId ?? null,
    });
  });
  if (rejected.length || rows.length === 0) return { loaded: 0, rejected };
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 2000) await tx.insert(facilities).values(rows.slice(i, i + 2000));
    await recordAudit(tx, {
      actor,
      action: 'facility.load',
      entity: 'facility',
      entityId: `${rows.length} rows`,
      after: { ids: rows.slice(0, 100).map((r) => r.id), count: rows.length },
    });
  });
  return { loaded: rows.length, rejected };
}

async function loadMasters(db: Db) {
  const [prefs, munis, types, groups, members] = await Promise.all([
    db.select({ code: prefectures.code }).from(prefectures),
    db.select({ code: municipalities.code, pref: municipalities.prefectureCode }).from(municipalities),
    db.select({ code: renewableTypes.code }).from(renewableTypes),
    db.select({ code: plantGroups.code }).from(plantGroups),
    db.select({ id: organizations.id, memberNumber: organizations.memberNumber }).from(organizations),
  ]);
  return {
    prefectures: new Set(prefs.map((p) => p.code)),
    municipalities: new Map(munis.map((m) => [m.code, m.pref])),
    reTypes: new Set(types.map((t) => t.code)),
    plantGroups: new Set(groups.map((g) => g.code)),
    members: new Map(members.map((m) => [m.memberNumber, m.id])),
  };
}
