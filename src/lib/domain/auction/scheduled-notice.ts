import { fiscalYearOf } from '../calendar/fiscal-year';
import { jstDateOf } from '../calendar/jst';

/**
 * Whether a refused bid's message names the next scheduled auction of the product. A trader
 * can act on one that opens in the current or the next fiscal year (年度) of the market's clock;
 * one years away is not "the next round" in any useful sense, so the message then says that no
 * auction is open or scheduled for now.
 */
export function namesScheduledAuction(opensAt: Date, marketNow: Date): boolean {
  return fiscalYearOf(jstDateOf(opensAt)) <= fiscalYearOf(jstDateOf(marketNow)) + 1;
}
