import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_MODES, lazyResolver } from '../../src/islands/hooks/lazy-rules';
import { onField, placeFieldErrors } from '../../src/islands/hooks/field-errors';
import { buyResolver } from '../../src/islands/bid/shared/bid-resolvers';
import { RadioField } from '../../src/islands/ui/radio-field';
import { TextField } from '../../src/islands/ui/text-field';

/*
 * A bid form as the islands build one: react-hook-form with the shared bid schema's zodResolver,
 * fetched on the first check (lazyResolver), the islands' fields, and a 422's field list placed with
 * the one mapper.
 */
type Bid = { unitPrice: string; volume: string; preferences: { mode: string; equipmentId: string }[] };
const EMPTY: Bid = { unitPrice: '', volume: '', preferences: [] };
const BAND = { minPriceCents: 30, maxPriceCents: 400 };
const shared = buyResolver(BAND, 2) as unknown as Resolver<Bid>;
const REFUSAL = [
  { field: 'volume', message: '入札可能量を超えています。' },
  { field: 'marketNo', message: '受付期間外です。' },
];

function BidForm({
  onValid,
  load = async () => shared,
}: {
  onValid: (v: Bid) => void;
  load?: () => Promise<Resolver<Bid>>;
}) {
  const form = useForm<Bid>({ ...CHECK_MODES, defaultValues: EMPTY, resolver: lazyResolver(load) });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField id="price" label="単価" registration={form.register('unitPrice')} error={errors.unitPrice?.message} />
      <TextField id="volume" label="入札量" registration={form.register('volume')} error={errors.volume?.message} />
      <button
        type="button"
        onClick={() => {
          const rest = placeFieldErrors(REFUSAL, (p) => p === 'volume', onField(form.setError));
          form.setError('root', { message: rest.join(' ') });
        }}
      >
        サーバーの応答
      </button>
      <output>{errors.root?.message}</output>
      <button type="submit">入札</button>
      <button type="button" onClick={() => form.reset(EMPTY)}>
        クリア
      </button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('a React form on react-hook-form with the shared schema (zodResolver)', () => {
  it('says nothing while typing before a submit; on submit shows the spec messages and focuses the first field in error', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<BidForm onValid={onValid} />);
    await user.type(field('入札量'), '10');
    await user.tab();
    expect(screen.queryByText('入札量は1,000kWh以上で入力してください。')).toBeNull();

    await user.click(screen.getByRole('button', { name: '入札' }));
    expect((await screen.findByText('単価は必須入力です。')).textContent).toBe('単価は必須入力です。');
    expect(screen.getByText('入札量は1,000kWh以上で入力してください。').textContent).toBe(
      '入札量は1,000kWh以上で入力してください。',
    );
    expect(document.activeElement).toBe(field('単価'));
    expect(field('単価').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks a field again on every change once submitted, and hands on the text as typed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<BidForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '入札' }));
    expect((await screen.findByText('単価は必須入力です。')).textContent).toBe('単価は必須入力です。');
    await user.type(field('単価'), '9.99');
    expect((await screen.findByText('単価は4.00円/kWh以下で入力してください。')).textContent).toBe(
      '単価は4.00円/kWh以下で入力してください。',
    );
    await user.clear(field('単価'));
    await user.type(field('単価'), ' 1.50');
    expect(screen.queryByText(/^単価は/)).toBeNull();
    await user.type(field('入札量'), '1,000');
    await user.click(screen.getByRole('button', { name: '入札' }));
    expect(onValid).toHaveBeenCalledWith({ unitPrice: ' 1.50', volume: '1,000', preferences: [] }, expect.anything());
  });

  it('puts the API’s field error on its field and keeps the rest for above the form', async () => {
    const user = userEvent.setup();
    render(<BidForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'サーバーの応答' }));
    expect(screen.getByText('入札可能量を超えています。').id).toBe('volume-error');
    expect(field('入札量').getAttribute('aria-describedby')).toBe('volume-error');
    expect(screen.getByRole('status').textContent).toBe('受付期間外です。');
  });

  it('fetches the rules once, again after a failed fetch, and クリア starts afresh', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Resolver<Bid>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(shared);
    const resolver = lazyResolver(load);
    await expect(resolver(EMPTY, undefined, { fields: {}, shouldUseNativeValidation: false })).rejects.toThrow(
      'offline',
    );
    render(<BidForm onValid={vi.fn()} load={load} />);
    await user.click(screen.getByRole('button', { name: '入札' }));
    expect((await screen.findByText('単価は必須入力です。')).textContent).toBe('単価は必須入力です。');
    expect(load).toHaveBeenCalledTimes(2);
    await user.type(field('単価'), '9');
    await user.click(screen.getByRole('button', { name: 'クリア' }));
    expect(screen.queryByText(/^単価は/)).toBeNull();
    expect(field('単価').value).toBe('');
    await user.type(field('単価'), '9.99');
    expect(screen.queryByText(/^単価は/)).toBeNull();
  });
});

function CertificateType() {
  const { register, watch } = useForm({ defaultValues: { nfcTypeCd: '1' } });
  return (
    <>
      <RadioField
        id="type"
        legend="証書種別"
        options={[
          { value: '1', label: '需要場所' },
          { value: '2', label: '電源メニュー' },
        ]}
        registration={register('nfcTypeCd')}
      />
      <output>{watch('nfcTypeCd')}</output>
    </>
  );
}

describe('RadioField on react-hook-form', () => {
  it('checks the radio of the value and changes the value with the choice', async () => {
    const user = userEvent.setup();
    render(<CertificateType />);
    expect((screen.getByRole('radio', { name: '需要場所' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: '電源メニュー' }));
    expect((screen.getByRole('radio', { name: '電源メニュー' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '需要場所' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('2');
  });
});
