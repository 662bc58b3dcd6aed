import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminOpenAuctionRequest } from '@/lib/schemas/admin-rounds';
import { openAuction } from '@/lib/server/services/auctions/open-auction';
import { roundAuction } from '@/lib/server/services/console/list-rounds';

/** The CLI's `open` (with `--closes`, the reopen of a closed auction): the same service and rules. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { marketNo, closesAt } = await readJson(request, adminOpenAuctionRequest);
  const change = await openAuction(db, consoleActor(operator), marketNo, { closesAt });
  return json({ auction: await roundAuction(db, change.after), changed: change.changed });
});

export const ALL = methodNotAllowed;
