import { nameMovement } from '../reports/movement-naming';
import { usableUntil } from '../ledger/expiry';

/**
 * The lifecycle trail of one (member, target year, product, facility): every posting of the
 * member on those lines, whatever the holding class, because one volume passes 認定 or 調達 and then
 * 確定 (docs/domain.md#lifecycle-trail). One step per journal entry and direction: an issue's two
 * postings (調達 −, 確定 +) are one 証書発行 step; a clearing in which the member both sold and bought
 * the facility's volume gives a 約定（売） and a 約定（買） step.
 */

export type TrailStepKind =
  '認定' | '認定取消' | '約定（買）' | '約定（売）' | '移転（受入）' | '移転（払出）' | '証書発行' | '失効' | 'その他';

/** One posting of the member's line, in ledger order (time, then posting id). */
export interface TrailPosting {
  postingId: number;
  entryId: number;
  /** journal_entries.kind */
  kind: string;
  createdAt: Date;
  businessDate: string;
  reference: string | null;
  holdingClassCd: number;
  /** Signed kWh: + arrives on the line, − leaves it. */
  volume: number;
}

/** Signed kWh per holding class: 1 認定, 2 調達, 3 確定. */
export interface ClassVolumes {
  authorized: number;
  procured: number;
  confirmed: number;
}

export interface TrailCertificate {
  certificateNo: string;
  consumer: string | null;
  pdfUrl: string;
  publicUrl: string;
}

export interface TrailContract {
  /** Volume-weighted contracted price of the member's bids of that side in the auction, in cents; null if none is recorded. */
  priceCents: number | null;
  statementPdfUrl: string | null;
}

/** What the ledger's postings do not hold: looked up by the service. */
export interface TrailLookups {
  contract(marketNo: number, side: 'buy' | 'sell'): TrailContract | undefined;
  certificate(entryId: number): TrailCertificate | undefined;
}

export type TrailDetail =
  | { type: 'certify' }
  | ({ type: 'contract'; marketNo: number | null } & TrailContract)
  | { type: 'transfer'; counterpartyNo: string | null; counterpartyName: string | null }
  | ({ type: 'certificate' } & (
      TrailCertificate | { certificateNo: string | null; consumer: null; pdfUrl: null; publicUrl: null }
    ))
  | { type: 'expiry'; usableUntil: string }
  | { type: 'other' };

export interface TrailStep {
  entryId: number;
  postingIds: number[];
  createdAt: Date;
  businessDate: string;
  kind: TrailStepKind;
  reference: string | null;
  volumes: ClassVolumes;
  /** Balance per class after this step. */
  balances: ClassVolumes;
  detail: TrailDetail;
}

const CLASS_FIELD = { 1: 'authorized', 2: 'procured', 3: 'confirmed' } as const;

function classField(holdingClassCd: number): keyof ClassVolumes {
  const field = CLASS_FIELD[holdingClassCd as 1 | 2 | 3];
  if (!field) throw new RangeError(`Not a member holding class: ${holdingClassCd}`);
  return field;
}

function stepKindOf(p: TrailPosting): TrailStepKind {
  if (p.kind === 'issue-certificate') return '証書発行';
  const name = nameMovement(p).movementName;
  return (
    (['認定', '認定取消', '約定（買）', '約定（売）', '移転（受入）', '移転（払出）', '失効'] as const).find(
      (k) => k === name,
    ) ?? 'その他'
  );
}

/** `市場番号 <marketNo>`: the clearing entry's reference. */
export function marketNoOf(reference: string | null): number | null {
  const match = /市場番号\s*(\d+)/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * `<senderNo> <senderName> → <recipientNo> <recipientName>`: the transfer entry's reference. The
 * counterparty is the sender for a receipt and the recipient for a delivery.
 */
export function counterpartyOf(
  reference: string | null,
  receiving: boolean,
): { counterpartyNo: string | null; counterpartyName: string | null } {
  const sides = (reference ?? '').split(' → ');
  if (sides.length !== 2) return { counterpartyNo: null, counterpartyName: null };
  const side = (receiving ? sides[0] : sides[1])!.trim();
  const space = side.indexOf(' ');
  if (space < 0) return { counterpartyNo: side || null, counterpartyName: null };
  return { counterpartyNo: side.slice(0, space), counterpartyName: side.slice(space + 1).trim() || null };
}

function detailOf(kind: TrailStepKind, first: TrailPosting, fiscalYear: number, lookups: TrailLookups): TrailDetail {
  switch (kind) {
    case '認定':
    case '認定取消':
      return { type: 'certify' };
    case '約定（買）':
    case '約定（売）': {
      const marketNo = marketNoOf(first.reference);
      const contract =
        marketNo === null ? undefined : lookups.contract(marketNo, kind === '約定（買）' ? 'buy' : 'sell');
      return { type: 'contract', marketNo, priceCents: null, statementPdfUrl: null, ...contract };
    }
    case '移転（受入）':
    case '移転（払出）':
      return { type: 'transfer', ...counterpartyOf(first.reference, kind === '移転（受入）') };
    case '証書発行':
      return {
        type: 'certificate',
        ...(lookups.certificate(first.entryId) ?? {
          certificateNo: first.reference,
          consumer: null,
          pdfUrl: null,
          publicUrl: null,
        }),
      };
    case '失効':
      return { type: 'expiry', usableUntil: usableUntil(fiscalYear) };
    default:
      return { type: 'other' };
  }
}

const zero = (): ClassVolumes => ({ authorized: 0, procured: 0, confirmed: 0 });

/** The steps of the postings, which must be in ledger order; balances start at zero. */
export function buildLifecycleTrail(
  postings: readonly TrailPosting[],
  fiscalYear: number,
  lookups: TrailLookups,
): TrailStep[] {
  const steps: TrailStep[] = [];
  const byKey = new Map<string, TrailStep>();
  for (const p of postings) {
    const kind = stepKindOf(p);
    const key = `${p.entryId}:${kind}`;
    let step = byKey.get(key);
    if (!step) {
      step = {
        entryId: p.entryId,
        postingIds: [],
        createdAt: p.createdAt,
        businessDate: p.businessDate,
        kind,
        reference: p.reference,
        volumes: zero(),
        balances: zero(),
        detail: detailOf(kind, p, fiscalYear, lookups),
      };
      byKey.set(key, step);
      steps.push(step);
    }
    step.postingIds.push(p.postingId);
    step.volumes[classField(p.holdingClassCd)] += p.volume;
  }
  const running = zero();
  for (const step of steps) {
    for (const field of ['authorized', 'procured', 'confirmed'] as const) running[field] += step.volumes[field];
    step.balances = { ...running };
  }
  return steps;
}

/** The steps up to and including the given entry's (a certificate's trail ends at its issue). */
export function trailUpToEntry(steps: readonly TrailStep[], entryId: number): TrailStep[] {
  let last = -1;
  steps.forEach((s, i) => {
    if (s.entryId === entryId) last = i;
  });
  return steps.slice(0, last + 1);
}
