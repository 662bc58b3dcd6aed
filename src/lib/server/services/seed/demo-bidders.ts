import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facilities, organizations, users } from '../../db/schema';
import { hashPassword } from '../../auth/password-hash';
import { randomToken } from '../../auth/tokens';
import { certifyVolume } from '../ledger/certify-volume';
import { enterBuyBid } from '../bids/enter-buy-bid';
import { enterSellBid } from '../bids/enter-sell-bid';
import { demoFacilities } from './demo-facilities';
import { demoMunicipalities, insertFacilities } from './demo-ledger';
import { authOf } from './demo-auth';

const SYSTEM = { type: 'operator', name: 'seed:demo' } as const;

/** A demo bid, priced in hundredths of a yen (the services' unit); only OCCTO sells FIT (product 1). */
type DemoBid = { unitPrice: number; volume: number } & (
  { side: 'buy'; productCd: 1 | 2 | 3 } | { side: 'sell'; productCd: 2 | 3 }
);

interface DemoBidder {
  memberNumber: string;
  name: string;
  kind: 'retailer' | 'generator';
  fit: boolean;
  nonFit: boolean;
  bids: DemoBid[];
}

/**
 * The other members of the demo's round 1, so that each cleared auction combines enough members
 * for its curves and public figures (docs/domain.md#one-disclosure-policy). Their bids cross
 * the demo users' so that every member of round 1 trades: each auction has at least four
 * contracted members on every member side. They have no login anyone can use: one locked user
 * each (a bid names the user who entered it), with a password nobody knows, and none is printed.
 */
const DEMO_BIDDERS: DemoBidder[] = [
  {
    memberNumber: '1003',
    name: 'ひかり電力株式会社',
    kind: 'retailer',
    fit: true,
    nonFit: true,
    bids: [
      { productCd: 1, side: 'buy', unitPrice: 100, volume: 1_000_000 },
      { productCd: 2, side: 'buy', unitPrice: 100, volume: 40_000 },
      { productCd: 3, side: 'buy', unitPrice: 85, volume: 15_000 },
    ],
  },
  {
    memberNumber: '1004',
    name: 'あさひエネルギー株式会社',
    kind: 'retailer',
    fit: true,
    nonFit: true,
    bids: [
      { productCd: 1, side: 'buy', unitPrice: 80, volume: 800_000 },
      { productCd: 2, side: 'buy', unitPrice: 95, volume: 30_000 },
      { productCd: 3, side: 'buy', unitPrice: 82, volume: 15_000 },
    ],
  },
  {
    memberNumber: '1005',
    name: 'みどり電力株式会社',
    kind: 'retailer',
    fit: true,
    nonFit: true,
    bids: [
      { productCd: 1, side: 'buy', unitPrice: 70, volume: 600_000 },
      { productCd: 2, side: 'buy', unitPrice: 92, volume: 30_000 },
      { productCd: 3, side: 'buy', unitPrice: 80, volume: 15_000 },
    ],
  },
  {
    memberNumber: '3002',
    name: 'やまなみ水力発電株式会社',
    kind: 'generator',
    fit: false,
    nonFit: true,
    bids: [
      { productCd: 2, side: 'sell', unitPrice: 75, volume: 40_000 },
      { productCd: 3, side: 'sell', unitPrice: 72, volume: 15_000 },
    ],
  },
  {
    memberNumber: '3003',
    name: 'しおかぜ風力発電株式会社',
    kind: 'generator',
    fit: false,
    nonFit: true,
    bids: [
      { productCd: 2, side: 'sell', unitPrice: 85, volume: 30_000 },
      { productCd: 3, side: 'sell', unitPrice: 73, volume: 15_000 },
    ],
  },
  {
    memberNumber: '3004',
    name: 'ひだまりソーラー発電株式会社',
    kind: 'generator',
    fit: false,
    nonFit: true,
    bids: [
      { productCd: 2, side: 'sell', unitPrice: 90, volume: 60_000 },
      { productCd: 3, side: 'sell', unitPrice: 74, volume: 10_000 },
    ],
  },
];

/** Each generator's non-FIT facilities (numbered after the demo generator's 400): the tenth is non-renewable. */
const FACILITIES_PER_GENERATOR = 10;
const FIRST_FACILITY_NO = 401;

const loginIdOf = (b: DemoBidder) => `demo-bidder-${b.memberNumber}`;

/** The demo bidders, their locked users, the generators' facilities and certified volume. */
export async function seedDemoBidders(db: Db, year: number): Promise<void> {
  const passwordHash = await hashPassword(randomToken());
  const munis = await demoMunicipalities(db);
  const generators = DEMO_BIDDERS.filter((b) => b.kind === 'generator');
  for (const b of DEMO_BIDDERS) {
    const [org] = await db
      .insert(organizations)
      .values({
        memberNumber: b.memberNumber,
        name: b.name,
        kind: b.kind,
        fitParticipation: b.fit,
        nonFitParticipation: b.nonFit,
      })
      .returning();
    await db.insert(users).values({
      organizationId: org!.id,
      loginId: loginIdOf(b),
      displayName: `${b.name} 入札担当`,
      passwordHash,
      mustChangePassword: false,
      lockedAt: new Date(),
    });
    const g = generators.indexOf(b);
    if (g < 0) continue;
    const rows = demoFacilities(munis, { fit: 0, nonFit: FACILITIES_PER_GENERATOR, aggregated: 0 }, org!.id, {
      seed: Number(b.memberNumber),
      firstNonFit: FIRST_FACILITY_NO + g * FACILITIES_PER_GENERATOR,
    });
    await insertFacilities(db, rows);
    for (const productCd of [2, 3] as const)
      await certifyVolume(db, SYSTEM, {
        memberNumber: b.memberNumber,
        targetYear: year,
        productCd,
        lines: rows
          .filter((f) => (productCd === 2) === (f.plantGroupCd === 1))
          .map((f) => ({ facilityId: f.id, volume: productCd === 2 ? 80_000 : 30_000 })),
      });
  }
}

/** The bidder's first facility that may carry the product (renewable for 2, the other for 3). */
async function firstLine(db: Db, organizationId: number, productCd: 2 | 3): Promise<string> {
  const rows = await db
    .select({ id: facilities.id, plantGroupCd: facilities.plantGroupCd })
    .from(facilities)
    .where(and(eq(facilities.ownerOrganizationId, organizationId), eq(facilities.isFit, false)))
    .orderBy(asc(facilities.id));
  return rows.find((f) => (productCd === 2) === (f.plantGroupCd === 1))!.id;
}

/** The demo bidders' bids in the open round (round 1 while the demo market is seeded). */
export async function enterDemoBidderBids(db: Db): Promise<void> {
  for (const b of DEMO_BIDDERS) {
    const auth = await authOf(db, loginIdOf(b));
    for (const bid of b.bids) {
      const { productCd, unitPrice, volume } = bid;
      if (bid.side === 'buy') await enterBuyBid(db, auth, { productCd, unitPrice, volume });
      else {
        const equipmentId = await firstLine(db, auth.organizationId, bid.productCd);
        await enterSellBid(db, auth, { productCd: bid.productCd, unitPrice, volume, equipmentId });
      }
    }
  }
}
