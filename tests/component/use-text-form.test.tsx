import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useTextForm, type FormErrors } from '../../src/islands/hooks/use-text-form';
import { lazyValidate } from '../../src/islands/hooks/lazy-rules';
import { RadioField } from '../../src/islands/ui/radio-field';
import { SelectField } from '../../src/islands/ui/select-field';
import { TextField } from '../../src/islands/ui/text-field';

type Values = { productCd: string; equipmentId: string };
const rules = async (v: Values): Promise<FormErrors> => ({
  ...(v.productCd === '' ? { productCd: '商品は必須入力です。' } : {}),
  ...(/^[\x21-\x7e]*$/.test(v.equipmentId) ? {} : { equipmentId: '設備IDは半角で入力してください。' }),
});

function Filters({ onSearch, validate = rules }: { onSearch: (v: Values) => void; validate?: typeof rules }) {
  const { register, handleSubmit, reset, errors } = useTextForm<Values>({ productCd: '', equipmentId: '' }, validate);
  return (
    <form noValidate onSubmit={handleSubmit(onSearch)}>
      <SelectField
        id="product"
        label="商品"
        blankLabel="選択"
        options={[{ value: '2', label: '非FIT' }]}
        registration={register('productCd')}
        error={errors.productCd}
      />
      <TextField id="equipment" label="設備ID" registration={register('equipmentId')} error={errors.equipmentId} />
      <button type="submit">検索</button>
      <button type="button" onClick={() => reset({ productCd: '', equipmentId: '' })}>
        クリア
      </button>
    </form>
  );
}

describe('useTextForm: a form of text fields without react-hook-form', () => {
  it('checks on submit, focuses the first field in error, then checks again on every change', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Filters onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: '設備ID' }), 'ＡＢ');
    expect(screen.queryByText('設備IDは半角で入力してください。')).toBeNull();

    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '商品' }));
    expect(screen.getByText('商品は必須入力です。')).toBeTruthy();
    expect(screen.getByText('設備IDは半角で入力してください。')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: '商品' }), '2');
    expect(screen.queryByText('商品は必須入力です。')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: '設備ID' }));
    await user.type(screen.getByRole('textbox', { name: '設備ID' }), 'EQ-1');
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(onSearch).toHaveBeenCalledWith({ productCd: '2', equipmentId: 'EQ-1' });
  });

  it('reset clears the values and the messages, and fetches lazy rules once, again after a failure', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<typeof rules>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rules);
    const validate = lazyValidate(load);
    await expect(validate({ productCd: '', equipmentId: '' })).rejects.toThrow('offline');
    render(<Filters onSearch={vi.fn()} validate={validate} />);
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(screen.getByText('商品は必須入力です。')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '設備ID' }), 'x');
    expect(load).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'クリア' }));
    expect(screen.queryByText('商品は必須入力です。')).toBeNull();
    expect((screen.getByRole('textbox', { name: '設備ID' }) as HTMLInputElement).value).toBe('');
  });
});

function CertificateType() {
  const { register, values } = useTextForm({ nfcTypeCd: '1' }, async () => ({}));
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
      <output>{values.nfcTypeCd}</output>
    </>
  );
}

describe('RadioField with useTextForm', () => {
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

type Nested = { unitPrice: string; preferences: { equipmentId: string }[] };

function NestedForm({ onValid }: { onValid: (v: Nested) => void }) {
  const form = useTextForm<Nested>(
    { unitPrice: '', preferences: [{ equipmentId: '' }, { equipmentId: '' }] },
    async (v) =>
      v.preferences[1]!.equipmentId === '' ? { 'preferences.1.equipmentId': '設備IDを入力してください。' } : {},
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField id="price" label="単価" registration={form.register('unitPrice')} error={form.errors.unitPrice} />
      <TextField
        id="second"
        label="第2希望の設備ID"
        registration={form.registerAt('preferences.1.equipmentId')}
        error={form.errors['preferences.1.equipmentId']}
      />
      <button type="button" onClick={() => form.setError('unitPrice', '入札可能範囲外です。')}>
        サーバーの応答
      </button>
      <button type="submit">入札</button>
    </form>
  );
}

describe('useTextForm: fields inside lists and messages from the server', () => {
  it('checks a field of a list by its dotted path, focuses it, and submits the nested values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<NestedForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '入札' }));
    expect(await screen.findByText('設備IDを入力してください。')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('第2希望の設備ID'));
    await user.type(screen.getByLabelText('第2希望の設備ID'), 'F-1');
    await user.click(screen.getByRole('button', { name: '入札' }));
    expect(onValid).toHaveBeenCalledWith({ unitPrice: '', preferences: [{ equipmentId: '' }, { equipmentId: 'F-1' }] });
  });

  it('shows a message the server placed on a field until the next check', async () => {
    const user = userEvent.setup();
    render(<NestedForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'サーバーの応答' }));
    expect(screen.getByText('入札可能範囲外です。')).toBeTruthy();
  });
});
