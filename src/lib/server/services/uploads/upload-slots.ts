import { AppError } from '../../../errors/app-error';

/**
 * Checks and imports of uploaded files this server runs at once. Each holds its file's rows in
 * memory (about 100 MB at the 10 MB limit) and takes turns with members' requests on the event loop
 * and the database; three at once took the server from 315 to 812 MB in a measured run. One more is
 * refused at once rather than queued: the operator sees why and retries, and no request waits minutes.
 */
export const UPLOADS_AT_ONCE = 2;
/** Seconds the refusal suggests waiting (a 300,000-row check takes about this long). */
const RETRY_AFTER_SECONDS = 15;

export const UPLOADS_BUSY = `ほかのファイルの確認・取込が実行中です（同時に${UPLOADS_AT_ONCE}件まで）。しばらくしてからもう一度お試しください。`;

// One count per process (the server is one module graph, decision 0020).
const slots = { running: 0 };

/** Runs a check or import in one of the server's upload slots; none free: 429 with Retry-After. */
export async function inUploadSlot<T>(run: () => Promise<T>): Promise<T> {
  if (slots.running >= UPLOADS_AT_ONCE)
    throw new AppError('C_SH_009', {
      message: UPLOADS_BUSY,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  slots.running += 1;
  try {
    return await run();
  } finally {
    slots.running -= 1;
  }
}
