/*
 * What a bid curve may show (decision record 0009). A curve is drawn for a member who bid in the
 * auction, and only after clearing; every step it shows must combine the bids of at least
 * CURVE_MIN_OTHER_MEMBERS members other than the viewer, so that subtracting one's own bids never
 * leaves a single competitor's (or a pair's) price and volume. Thinner price levels are merged
 * into the next level along the curve; a side with too few other members is not drawn at all.
 */
export const CURVE_MIN_OTHER_MEMBERS = 3;

/** One member's volume at one price (already summed over that member's bids at the price). */
export interface CurveBidLevel {
  priceCents: number;
  organizationId: number;
  volume: number;
}

/** A published step: the volume added at this price, before cumulation. */
export interface DisclosedLevel {
  priceCents: number;
  volume: number;
}

/**
 * Merges price levels until each carries enough other members. `levels` are in curve order
 * (demand: price descending; supply: ascending). A merged group is shown at the last price it
 * covers, the one furthest along the curve: demand at p then still means "bid at p or higher",
 * so the step understates rather than invents volume. A thin tail is added to the step before it.
 */
export function disclosedLevels(
  levels: readonly CurveBidLevel[],
  viewerOrganizationId: number,
  minOtherMembers = CURVE_MIN_OTHER_MEMBERS,
): DisclosedLevel[] {
  const byPrice = groupByPrice(levels);
  const out: DisclosedLevel[] = [];
  let pendingVolume = 0;
  let pendingOthers = new Set<number>();
  for (const { priceCents, volume, members } of byPrice) {
    pendingVolume += volume;
    for (const m of members) if (m !== viewerOrganizationId) pendingOthers.add(m);
    if (pendingOthers.size >= minOtherMembers) {
      out.push({ priceCents, volume: pendingVolume });
      pendingVolume = 0;
      pendingOthers = new Set();
    }
  }
  if (pendingVolume > 0 || pendingOthers.size > 0) {
    const last = out.at(-1);
    if (!last) return [];
    last.priceCents = byPrice.at(-1)!.priceCents;
    last.volume += pendingVolume;
  }
  return out;
}

function groupByPrice(levels: readonly CurveBidLevel[]) {
  const groups: { priceCents: number; volume: number; members: Set<number> }[] = [];
  for (const l of levels) {
    const last = groups.at(-1);
    if (last && last.priceCents === l.priceCents) {
      last.volume += l.volume;
      last.members.add(l.organizationId);
    } else {
      groups.push({ priceCents: l.priceCents, volume: l.volume, members: new Set([l.organizationId]) });
    }
  }
  return groups;
}

/** Every price level as it is: the operators' view of a cleared auction (they see the whole book). */
export function fullLevels(levels: readonly CurveBidLevel[]): DisclosedLevel[] {
  return groupByPrice(levels).map(({ priceCents, volume }) => ({ priceCents, volume }));
}
