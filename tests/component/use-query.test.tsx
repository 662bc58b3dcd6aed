import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getBids, GENERIC_MESSAGE_OTHER } from '../../src/islands/api';
import { LOAD_FAILED_TEXT } from '../../src/islands/hooks/load-failure';
import { useQuery } from '../../src/islands/hooks/use-query';
import { $errorMessages } from '../../src/islands/stores/messages';
import { refusal, scriptedServer } from './client-stub';

const list = (count: number) => ({
  status: 200,
  body: { auction: null, participating: true, bidList: [], count },
});

let select: (productCd: number) => void = () => undefined;

function Bids() {
  const [productCd, setProductCd] = useState(1);
  select = setProductCd;
  const q = useQuery(`bids ${productCd}`, (signal) =>
    getBids({ productCd, offset: 0, limit: 10, count: true }, { signal }),
  );
  if (q.loading) return <p>読み込み中</p>;
  if (q.failure) return <p role="alert">{q.failure}</p>;
  return <p>{q.data?.count}件</p>;
}

describe('useQuery: every GET of the islands', () => {
  it('loads, and a newer key wins over a slower older load', async () => {
    let first!: (r: Response) => void;
    let aborted = false;
    scriptedServer((signal) => {
      aborted = signal.aborted;
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise<Response>((resolve) => (first = resolve));
    }, list(3));
    render(<Bids />);
    expect(screen.getByText('読み込み中').textContent).toBe('読み込み中');
    act(() => select(2));
    expect((await screen.findByText('3件')).textContent).toBe('3件');
    expect(aborted).toBe(true);
    await act(async () => first(new Response(JSON.stringify(list(99).body), { status: 200 })));
    expect(screen.queryByText('99件')).toBeNull();
  });

  it('a list the server refuses (422) shows the server’s words, never 0件', async () => {
    scriptedServer(
      refusal(422, 'C_SH_001', '入力内容に誤りがあります。', [
        { field: 'limit', message: 'limitは1以上で入力してください。' },
      ]),
    );
    render(<Bids />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '入力内容に誤りがあります。 limitは1以上で入力してください。',
    );
    expect(screen.queryByText(/件/)).toBeNull();
  });

  it('a load that failed for another reason says so, after the one retry, with the generic message', async () => {
    scriptedServer(refusal(500, 'C_SH_999', 'x'), refusal(500, 'C_SH_999', 'x'));
    render(<Bids />);
    expect((await screen.findByRole('alert')).textContent).toBe(LOAD_FAILED_TEXT);
    expect($errorMessages.get()).toEqual([GENERIC_MESSAGE_OTHER]);
  });
});
