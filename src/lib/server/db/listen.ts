import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Listening {
  stop(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** The connection is gone: notifications may be missed from now on. */
  onLost(): void;
}

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled client would be handed to queries
 * and would not hold LISTEN). Resolves once LISTEN is in effect.
 */
export async function listenPostgres(pool: pg.Pool, channel: string, handlers: ListenHandlers): Promise<Listening> {
  // keepAlive: a half-open connection (peer gone without FIN) must end in 'error', or the cache would trust it forever.
  const client = new pg.Client({ ...pool.options, keepAlive: true });
  let lost = false;
  const lose = () => {
    if (lost) return;
    lost = true;
    handlers.onLost();
    // Close the socket too: an 'error' alone may leave it open.
    client.end().catch(() => undefined);
  };
  client.on('error', lose);
  client.on('end', lose);
  client.on('notification', (message) => {
    if (message.channel === channel) handlers.onNotify(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    stop: async () => {
      lost = true;
      await client.end().catch(() => undefined);
    },
  };
}

/** PGlite: one process and one connection; PGlite hands notifications over before the query resolves. */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Listening> {
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  return { stop: () => unlisten() };
}
