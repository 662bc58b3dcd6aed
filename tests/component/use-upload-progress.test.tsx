import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newProgressId, useUploadProgress } from '../../src/islands/admin/uploads/use-upload-progress';

function Progress({ id }: { id: string | null }) {
  const p = useUploadProgress(id, 'ops-1');
  return <p>{p ? `${p.phase} ${p.done}/${p.total}` : 'まだ'}</p>;
}

/** The console's fetch, answering the progress polls from a script (the last answer repeats). */
function progressServer(...answers: { status: number; body: unknown }[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('useUploadProgress: the console polls how far a check or import has got', () => {
  it('makes a fresh version-4 UUID for each upload', () => {
    const ids = new Set(Array.from({ length: 50 }, newProgressId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps polling past the 404 before the first report, and shows each report', async () => {
    const urls = progressServer(
      { status: 404, body: { code: 'C_SH_008', message: '進捗はまだありません。' } },
      { status: 200, body: { phase: 'check', done: 40_000, total: 100_000 } },
      { status: 200, body: { phase: 'write', done: 3, total: 19 } },
    );
    const id = newProgressId();
    render(<Progress id={id} />);
    expect(screen.getByText('まだ').textContent).toBe('まだ');
    expect((await screen.findByText('check 40000/100000', {}, { timeout: 3000 })).textContent).toBe(
      'check 40000/100000',
    );
    expect((await screen.findByText('write 3/19', {}, { timeout: 3000 })).textContent).toBe('write 3/19');
    expect(urls[0]).toBe(`/api/admin/uploads/progress?id=${id}`);
  });

  it('asks nothing without an id, and stops asking when the id goes', async () => {
    const urls = progressServer({ status: 200, body: { phase: 'read', done: 1, total: 1 } });
    const view = render(<Progress id={null} />);
    await new Promise((r) => setTimeout(r, 900));
    expect(urls).toEqual([]);
    view.rerender(<Progress id={newProgressId()} />);
    expect((await screen.findByText('read 1/1', {}, { timeout: 3000 })).textContent).toBe('read 1/1');
    view.rerender(<Progress id={null} />);
    expect(screen.getByText('まだ').textContent).toBe('まだ');
    const asked = urls.length;
    await new Promise((r) => setTimeout(r, 900));
    expect(urls.length).toBe(asked);
  });
});
