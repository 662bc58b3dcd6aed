import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminCloseAuctionRequest } from '@/lib/schemas/admin-rounds';
import { closeAuction } from '@/lib/server/services/auctions/close-auction';
import { roundAuction } from '@/lib/server/services/console/list-rounds';

/** The CLI's `close`: waits for the bids in flight, then closes; the same service and rules. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { marketNo } = await readJson(request, adminCloseAuctionRequest);
  const change = await closeAuction(db, consoleActor(operator), marketNo);
  return json({ auction: await roundAuction(db, change.after), changed: change.changed });
});

export const ALL = methodNotAllowed;
