import { logger } from '../logger';
import { isDatabaseUnavailable } from './unavailable';

/*
 * Whether this process can reach its database, as everything that talks to it finds out: the
 * pools' connections, the requests, the readiness probe, the listener of the settings, the job
 * queues and the purge timer. Kept in this one place so that an outage is logged by its two edges,
 * once each per process: a warning when the database goes (with the first error and who met it)
 * and an info line when it is back (how long it was away and how many failures it caused),
 * instead of a line for every failed statement, probe and poll (dozens a minute).
 */
interface Outage {
  since: number;
  failures: number;
}

let outage: Outage | undefined;

/**
 * A database call failed. When the error means the database cannot be reached, it is counted in
 * the outage (the first one of an outage logs the warning) and true is answered; any other error is
 * the caller's to log, and false is answered.
 */
export function noteDatabaseFailure(error: unknown, source: string): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  if (outage) {
    outage.failures++;
    return true;
  }
  outage = { since: Date.now(), failures: 1 };
  logger().warn({ event: 'database.unavailable', source, err: error }, 'database unavailable');
  return true;
}

/** The database answered (a new connection, the probe, the listener back): ends an outage. */
export function noteDatabaseReachable(source: string): void {
  if (!outage) return;
  const { since, failures } = outage;
  outage = undefined;
  logger().info(
    { event: 'database.available', source, unavailableMs: Date.now() - since, failures },
    'database available again',
  );
}
