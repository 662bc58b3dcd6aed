import { sql } from 'drizzle-orm';
import { bids } from '../../db/schema';

/** Entry time in epoch microseconds (JS dates hold only milliseconds); a safe number until 2255. */
export const enteredMicros = sql<string>`((extract(epoch from ${bids.enteredAt}) * 1000000)::bigint)::text`;
