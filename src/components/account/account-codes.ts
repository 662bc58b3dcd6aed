import { database } from '../../lib/server/db';
import { getCodes } from '../../lib/server/services/codes/get-codes';
import type { AccountCodes } from '../../islands/account/shared/codes';
import { deepFreeze } from '../../lib/server/render/deep-freeze';

/*
 * The code master changes only with a migration or seed, while reading it whole (municipalities
 * included) costs a visible part of each page's time: the slice the account pages need is kept
 * for a minute per database handle.
 */
const TTL_MS = 60_000;
const cache = new WeakMap<object, { at: number; codes: Promise<AccountCodes> }>();

/** Frozen: every page of the minute shares it. */
async function read(db: Parameters<typeof getCodes>[0]): Promise<AccountCodes> {
  const codes = await getCodes(db);
  return deepFreeze({
    products: codes.productList.map(({ productCd, productName }) => ({ productCd, productName })),
    // Copied: the frozen tree must not freeze the codes service's own objects.
    reTypes: codes.reTypeList.map((r) => ({ ...r })),
    prefectures: codes.municipalityInfo.prefectureList.map(({ prefectureCd, prefectureName }) => ({
      prefectureCd,
      prefectureName,
    })),
  });
}

/** What account pages hand their islands from the code master: no municipality list, no price limits. */
export async function loadAccountCodes(now = Date.now()): Promise<AccountCodes> {
  const { db } = await database();
  const held = cache.get(db);
  if (held && now - held.at < TTL_MS) return held.codes;
  const codes = read(db);
  cache.set(db, { at: now, codes });
  // A failed read is not kept: the next page asks again.
  codes.catch(() => cache.delete(db));
  return codes;
}
