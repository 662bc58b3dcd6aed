import { asc } from 'drizzle-orm';
import type { Database, Db } from '../../db';
import { targetYears } from '../../db/schema';
import { readSystemSettings, systemStateOf, type SystemSettingsRow, type SystemState } from './system-state';

/** The channel migration 0007's triggers notify on every change to system_settings or target_years. */
export const REFERENCE_CHANNEL = 'nfc_reference_change';
/** The longest a server acts on old system settings, even if a notification were lost. */
const SYSTEM_SETTINGS_MAX_AGE_MS = 1_000;

export type TargetYearRow = typeof targetYears.$inferSelect;

interface Cache {
  settings?: { read: Promise<SystemSettingsRow | undefined>; at: number };
  years?: Promise<TargetYearRow[]>;
  /** Target years are kept only while notifications are known to arrive. */
  listening: boolean;
  /** The listener exists (it reconnects by itself after a loss); until then each use tries to start it. */
  started: boolean;
  starting?: Promise<void>;
}

/*
 * Per database handle (one per app server process; tests run several in one process). Every
 * request needs the maintenance switch, the business date and the target years; reading them
 * once per request cost three statements.
 */
const caches = new WeakMap<Db, Cache>();

function cacheOf(database: Database): Cache {
  let cache = caches.get(database.db);
  if (!cache) {
    cache = { listening: false, started: false };
    caches.set(database.db, cache);
  }
  if (!cache.started && !cache.starting) startListening(database, cache);
  return cache;
}

function startListening(database: Database, cache: Cache): void {
  cache.starting = database
    .listen(REFERENCE_CHANNEL, {
      onNotify: () => forget(cache),
      onLost: () => {
        cache.listening = false;
        forget(cache);
      },
      // Changes made while the connection was down were never notified.
      onRestored: () => {
        forget(cache);
        cache.listening = true;
      },
    })
    .then(
      () => {
        cache.started = true;
        cache.listening = true;
      },
      () => undefined,
    )
    .finally(() => {
      cache.starting = undefined;
    });
}

function forget(cache: Cache): void {
  cache.settings = undefined;
  cache.years = undefined;
}

/** Drops this process's cached rows now, for a change made through this handle (no wait for NOTIFY). */
export function forgetReferenceData(db: Db): void {
  const cache = caches.get(db);
  if (cache) forget(cache);
}

/** System settings at most SYSTEM_SETTINGS_MAX_AGE_MS old, and dropped as soon as any server changes them. */
export async function cachedSystemState(database: Database, now: Date = new Date()): Promise<SystemState> {
  const cache = cacheOf(database);
  const at = now.getTime();
  let entry = cache.settings;
  if (!entry || at - entry.at >= SYSTEM_SETTINGS_MAX_AGE_MS) {
    entry = { read: readSystemSettings(database.db), at };
    cache.settings = entry;
    entry.read.catch(() => {
      if (cache.settings === entry) cache.settings = undefined;
    });
  }
  return systemStateOf(await entry.read, now);
}

/** The target years in order, kept until they change (they change with the code master, yearly). */
export async function cachedTargetYears(database: Database): Promise<TargetYearRow[]> {
  const cache = cacheOf(database);
  if (!cache.listening) return readTargetYears(database.db);
  let years = cache.years;
  if (!years) {
    years = readTargetYears(database.db);
    cache.years = years;
    years.catch(() => {
      if (cache.years === years) cache.years = undefined;
    });
  }
  return years;
}

/** An async function, so the result is a real promise: a drizzle query re-runs on every await. */
async function readTargetYears(db: Db): Promise<TargetYearRow[]> {
  return await db.select().from(targetYears).orderBy(asc(targetYears.targetYear));
}

/** Resolves once this handle's cache receives notifications (tests, and servers warming up). */
export async function referenceCacheListening(database: Database): Promise<boolean> {
  const cache = cacheOf(database);
  await cache.starting;
  return cache.listening;
}
