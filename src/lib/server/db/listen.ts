import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Listening {
  stop(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** The connection is gone: notifications may be missed from now on. */
  onLost(): void;
  /**
   * LISTEN is in effect again after a loss. Whatever changed meanwhile was not notified, so a
   * cache must drop what it holds now.
   */
  onRestored?(): void;
}

/** Waits between reconnection attempts: doubling from the first to the last, then the last. */
const RECONNECT_DELAYS_MS = { first: 250, last: 5_000 } as const;

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled client would be handed to queries
 * and would not hold LISTEN). Resolves once LISTEN is in effect, rejects if the first attempt
 * fails. A connection lost later (database restart, network) is reported with onLost and made
 * again in the background, with growing waits, until stop(); onRestored says LISTEN holds again.
 */
export async function listenPostgres(pool: pg.Pool, channel: string, handlers: ListenHandlers): Promise<Listening> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    // keepAlive: a half-open connection (peer gone without FIN) must end in 'error', or the cache would trust it forever.
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      // Close the socket too: an 'error' alone may leave it open.
      client.end().catch(() => undefined);
      if (stopped || current !== client) return;
      current = undefined;
      handlers.onLost();
      scheduleReconnect(RECONNECT_DELAYS_MS.first);
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
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    return client;
  };

  const scheduleReconnect = (delay: number) => {
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        (client) => {
          if (stopped) client.end().catch(() => undefined);
          else handlers.onRestored?.();
        },
        () => {
          if (!stopped) scheduleReconnect(Math.min(delay * 2, RECONNECT_DELAYS_MS.last));
        },
      );
    }, delay);
    // A reconnection in waiting must not keep a finished process alive.
    retry.unref();
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** PGlite: one process and one connection; PGlite hands notifications over before the query resolves. */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Listening> {
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  return { stop: () => unlisten() };
}
