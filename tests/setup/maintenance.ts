/**
 * A test that switches maintenance on in the database directly waits until the server has taken
 * the change (through the notification, or the cache's one-second age) before it checks behaviour.
 */
export async function waitUntilInMaintenance(baseUrl: string, timeoutMs = 5_000): Promise<void> {
  await waitForStatus(baseUrl, 503, timeoutMs, 'still answers as open');
}

/**
 * After maintenance ends, an app server may act on its cached switch for up to a second
 * (SYSTEM_SETTINGS_MAX_AGE_MS) until the change notification arrives, as a second server would.
 * A test that goes on at once waits until the server answers as open again, so the next test
 * does not meet a 503 left over from this one.
 */
export async function waitUntilOpen(baseUrl: string, timeoutMs = 5_000): Promise<void> {
  await waitForStatus(baseUrl, 200, timeoutMs, 'still answers as in maintenance');
}

async function waitForStatus(baseUrl: string, status: number, timeoutMs: number, failure: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await fetch(`${baseUrl}/api/v1/system/open`)).status === status) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl} ${failure}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
