/**
 * A test that switches maintenance in the database directly waits until the server acts on the
 * change before it checks behaviour. The server's gate reads the switch through a cache of up to
 * a second (SYSTEM_SETTINGS_MAX_AGE_MS) that the change notification empties; /api/v1/system/open
 * reads the row afresh, so it would say "changed" while the gate still acts on the old value. The
 * probe is therefore a call behind the gate: without a session it answers 401 when open and 503
 * in maintenance.
 */
const GATED_PROBE = '/api/v1/auth/user-info';

export async function waitUntilInMaintenance(baseUrl: string, timeoutMs = 5_000): Promise<void> {
  await waitForGate(baseUrl, (status) => status === 503, timeoutMs, 'still answers as open');
}

/**
 * After maintenance ends, the server may act on its cached switch for up to a second until the
 * change notification arrives, as a second server would. A test that goes on at once waits until
 * the gate lets calls through again, so the next test does not meet a 503 left over from this one.
 */
export async function waitUntilOpen(baseUrl: string, timeoutMs = 5_000): Promise<void> {
  await waitForGate(baseUrl, (status) => status !== 503, timeoutMs, 'still answers as in maintenance');
}

async function waitForGate(
  baseUrl: string,
  done: (status: number) => boolean,
  timeoutMs: number,
  failure: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (done((await fetch(`${baseUrl}${GATED_PROBE}`)).status)) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl} ${failure}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
