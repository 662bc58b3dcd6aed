import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPublicReportSite } from '../../../src/server/public-report-site';

/** `npm start` serves the built public tracking site on the port of PUBLIC_REPORT_BASE_URL. */
describe('the public tracking site beside the app', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('serves every /report/{hash}/{passCd} address the one report page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'report-site-'));
    mkdirSync(path.join(dir, 'report'));
    writeFileSync(path.join(dir, 'report', 'index.html'), '<h1>非化石証書トラッキング情報照会</h1>');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startPublicReportSite(dir, 'http://127.0.0.1:0', '127.0.0.1');
    expect(server?.listening).toBe(true);
    closers.push(() => server!.close());
    const { port } = server!.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/report/0123abcd/9876`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('非化石証書トラッキング情報照会');
  });

  it('says so and serves nothing when the site is not built, the app still starting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dir = mkdtempSync(path.join(tmpdir(), 'report-site-'));
    expect(await startPublicReportSite(dir, 'http://127.0.0.1:0', '127.0.0.1')).toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toContain('公開トラッキングサイトがビルドされていないため配信しません');
  });
});
