import { describe, expect, it } from 'vitest';
import { inUploadSlot, UPLOADS_AT_ONCE, UPLOADS_BUSY } from '@/lib/server/services/uploads/upload-slots';
import { AppError } from '@/lib/errors/app-error';

describe('inUploadSlot (at most UPLOADS_AT_ONCE checks or imports per server)', () => {
  it('refuses one more with 429 and Retry-After while the slots are taken, and takes it once one is free', async () => {
    const releases: (() => void)[] = [];
    const running = Array.from({ length: UPLOADS_AT_ONCE }, () =>
      inUploadSlot(() => new Promise<string>((resolve) => releases.push(() => resolve('done')))),
    );
    const refused = await inUploadSlot(async () => 'ran').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'C_SH_009', status: 429, message: UPLOADS_BUSY });
    expect((refused as AppError).headers?.['retry-after']).toMatch(/^\d+$/);
    releases[0]!();
    expect(await running[0]).toBe('done');
    expect(await inUploadSlot(async () => 'ran')).toBe('ran');
    // A failed check gives its slot back too.
    await expect(
      inUploadSlot(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await inUploadSlot(async () => 'ran again')).toBe('ran again');
    for (const release of releases.slice(1)) release();
    await Promise.all(running);
  });
});
