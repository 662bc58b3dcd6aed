import { toIsoDate } from '../../../domain/calendar/iso-date';
import type { facilities } from '../../db/schema';

type FacilityInsert = typeof facilities.$inferInsert;
export interface MunicipalityRef {
  code: string;
  prefectureCode: string;
  prefectureName: string;
  name: string;
}

/** Small deterministic PRNG (mulberry32): the same demo data on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = [
  { reTypeCd: 1, label: '太陽光発電所', minKw: 10, maxKw: 2_000, weight: 70 },
  { reTypeCd: 2, label: '風力発電所', minKw: 1_000, maxKw: 50_000, weight: 10 },
  { reTypeCd: 3, label: '水力発電所', minKw: 100, maxKw: 10_000, weight: 10 },
  { reTypeCd: 4, label: '地熱発電所', minKw: 1_000, maxKw: 30_000, weight: 3 },
  { reTypeCd: 5, label: 'バイオマス発電所', minKw: 500, maxKw: 50_000, weight: 7 },
] as const;

function pickKind(r: number) {
  let acc = 0;
  for (const k of KINDS) if (r * 100 < (acc += k.weight)) return k;
  return KINDS[0];
}

function shortName(m: MunicipalityRef): string {
  const base = m.name.replace(/^.*[郡]/, '').replace(/(市|町|村|区)$/, '');
  return base || m.name;
}

function startDate(rand: () => number): string {
  const year = 1995 + Math.floor(rand() * 31);
  const month = 1 + Math.floor(rand() * 12);
  const day = 1 + Math.floor(rand() * 28);
  return toIsoDate({ year, month, day });
}

/**
 * Realistic demo facilities across prefectures and renewable types: FIT facilities (owned by no
 * member), the demo generator's non-FIT facilities, and # aggregates of small facilities under 50 kW.
 */
export function demoFacilities(
  munis: MunicipalityRef[],
  counts: { fit: number; nonFit: number; aggregated: number },
  ownerId: number,
  numbering: { seed: number; firstNonFit: number } = { seed: 20261122, firstNonFit: 1 },
): FacilityInsert[] {
  const rand = prng(numbering.seed);
  const out: FacilityInsert[] = [];
  const make = (id: string, isFit: boolean, owner: number | null): FacilityInsert => {
    const m = munis[Math.floor(rand() * munis.length)]!;
    const kind = pickKind(rand());
    const kw = kind.minKw + rand() * (kind.maxKw - kind.minKw);
    const seq = 1 + Math.floor(rand() * 9);
    return {
      id,
      name: `${shortName(m)}第${seq}${kind.label}`,
      address: `${m.prefectureName}${m.name}${1 + Math.floor(rand() * 30)}丁目${1 + Math.floor(rand() * 50)}番地`,
      prefectureCd: m.prefectureCode,
      municipalityCd: m.code,
      reTypeCd: kind.reTypeCd,
      plantGroupCd: 1,
      capacityW: Math.round(kw * 10) * 100 + (rand() < 0.3 ? Math.floor(rand() * 100) : 0),
      operationStartDate: startDate(rand),
      isFit,
      ownerOrganizationId: owner,
    };
  };
  for (let i = 1; i <= counts.fit; i++) out.push(make(`F${String(i).padStart(7, '0')}`, true, null));
  for (let i = numbering.firstNonFit; i < numbering.firstNonFit + counts.nonFit; i++) {
    const f = make(`N${String(i).padStart(7, '0')}`, false, ownerId);
    // A few non-renewable non-fossil plants, which may only carry the unspecified product (3).
    if (i % 10 === 0)
      Object.assign(f, {
        plantGroupCd: i % 20 === 0 ? 2 : 3,
        reTypeCd: 3,
        name: f.name!.replace(/[^第]*発電所$/, '発電所'),
      });
    out.push(f);
  }
  for (let i = 1; i <= counts.aggregated; i++) {
    const f = make(`#A${String(i).padStart(6, '0')}`, i % 2 === 1, i % 2 === 1 ? null : ownerId);
    Object.assign(f, { name: `${f.address!.slice(0, 3)}低圧太陽光（集約）`, reTypeCd: 1, capacityW: 49_000 });
    out.push(f);
  }
  return out;
}
