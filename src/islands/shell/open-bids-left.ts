import { getBids } from '../api';

type Participation = { fitParticipation: boolean; nonFitParticipation: boolean };

const takesPart = (p: Participation, productCd: number) =>
  productCd === 1 ? p.fitParticipation : p.nonFitParticipation;

/**
 * How many of the member's bids in open auctions a participation change would cancel (the server
 * cancels them only with this number confirmed): those of the products of each market it leaves.
 */
export async function openBidsLeft(before: Participation, after: Participation): Promise<number> {
  const left = [1, 2, 3].filter((productCd) => takesPart(before, productCd) && !takesPart(after, productCd));
  const lists = await Promise.all(left.map((productCd) => getBids({ productCd, offset: 0, limit: 1, count: true })));
  return lists.reduce((n, list) => n + (list.auction?.state === 'open' ? (list.count ?? 0) : 0), 0);
}
