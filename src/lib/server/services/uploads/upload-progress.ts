import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { uploadProgress } from '../../db/schema';
import { logger } from '../../logger';
import type { UploadProgress } from '@/lib/schemas/admin-uploads';

/** Where a check or import reports how far it has got; services take it optionally. */
export type ProgressSink = (progress: UploadProgress) => void;

/** Stored reports at most this often per upload (a new phase and the end of one are always stored). */
const STORE_EVERY_MS = 250;

interface Key {
  operatorId: number;
  progressId: string;
}

/*
 * Reports of the uploads this process is running, as they were made. On PGlite (one connection)
 * a row written during the import's transaction waits for it to commit, so this process's readers
 * take the report from here; on PostgreSQL the row is current and other app servers read it.
 */
const live = new Map<string, UploadProgress>();
const keyOf = ({ operatorId, progressId }: Key) => `${operatorId}:${progressId}`;

/** The latest report of every upload this process is checking or importing now (for the metrics). */
export function liveUploadProgress(): UploadProgress[] {
  return [...live.values()];
}

/**
 * The sink of one operator's upload: each report is readable at once in this process and stored,
 * throttled and in order on a connection of its own, never inside the import's transaction (a
 * rollback must not take the progress with it, and the import must not wait for it).
 */
export function progressSink(db: Db, key: Key): { sink: ProgressSink; finished: () => Promise<void> } {
  let chain = Promise.resolve();
  let storedAt = 0;
  let stored: UploadProgress | undefined;
  const store = (p: UploadProgress) => {
    stored = p;
    storedAt = Date.now();
    chain = chain
      .then(() => writeProgress(db, key, p))
      .catch((error: unknown) => logger().warn({ err: error }, 'upload progress not written'));
  };
  const sink: ProgressSink = (p) => {
    live.set(keyOf(key), p);
    const phaseEnds = p.done === p.total || stored?.phase !== p.phase;
    if (phaseEnds || Date.now() - storedAt >= STORE_EVERY_MS) store(p);
  };
  return {
    sink,
    finished: async () => {
      const last = live.get(keyOf(key));
      if (last && last !== stored) store(last);
      live.delete(keyOf(key));
      await chain;
    },
  };
}

async function writeProgress(db: Db, key: Key, p: UploadProgress): Promise<void> {
  const row = { ...p, updatedAt: new Date() };
  await db
    .insert(uploadProgress)
    .values({ id: key.progressId, operatorId: key.operatorId, ...row })
    .onConflictDoUpdate({
      target: uploadProgress.id,
      set: row,
      // Another operator's id is never overwritten (nor read: see readProgress).
      setWhere: eq(uploadProgress.operatorId, key.operatorId),
    });
}

/** The last report of the operator's upload, from this process or the stored row; null if none yet. */
export async function readProgress(db: Db, key: Key): Promise<UploadProgress | null> {
  const here = live.get(keyOf(key));
  if (here) return here;
  const [row] = await db
    .select({ phase: uploadProgress.phase, done: uploadProgress.done, total: uploadProgress.total })
    .from(uploadProgress)
    .where(and(eq(uploadProgress.id, key.progressId), eq(uploadProgress.operatorId, key.operatorId)));
  return row ? { ...row, phase: row.phase as UploadProgress['phase'] } : null;
}

/** A counter of a phase's steps that reports each one done (nothing when there is no sink). */
export function phaseSteps(sink: ProgressSink | undefined, phase: UploadProgress['phase'], total: number) {
  let done = 0;
  return () => sink?.({ phase, done: Math.min((done += 1), total), total });
}

/**
 * Facility ids looked up per statement while a file is checked: small enough that one statement
 * takes a few ms on the embedded database (which runs on the server's own thread, one connection).
 */
export const CHECK_SLICE = 2_000;

/** The check's progress in rows, as the facilities of the file are looked up slice by slice. */
export function checkedRows(sink: ProgressSink | undefined, rows: number, ids: number) {
  let looked = 0;
  return (slice: number) => {
    looked += slice;
    sink?.({ phase: 'check', done: ids === 0 ? rows : Math.round((rows * looked) / ids), total: rows });
  };
}

/**
 * Runs a check or import with the progress of the screen's id (none without one), and waits for
 * its last report to be stored before answering, so a poll after the answer finds the end.
 */
export async function withUploadProgress<T>(
  db: Db,
  operatorId: number,
  progressId: string | undefined,
  run: (onProgress: ProgressSink | undefined) => Promise<T>,
): Promise<T> {
  if (!progressId) return run(undefined);
  const { sink, finished } = progressSink(db, { operatorId, progressId });
  try {
    return await run(sink);
  } finally {
    await finished();
  }
}
