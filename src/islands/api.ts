/**
 * The API client as the islands use it: the shared client (src/lib/api-client, which knows nothing
 * of the screens) wired to the islands' stores. Islands import the client from here, so the wiring
 * is in place before any island's first call.
 */
import { configureApiClient } from '../lib/api-client';
import { storeReactions } from './stores/api-reactions';

configureApiClient({ reactions: storeReactions });

export * from '../lib/api-client';
