import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../src/islands/ui/text-field';

function PriceForm() {
  const { register, handleSubmit, formState } = useForm<{ unitPrice: string }>({ defaultValues: { unitPrice: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <TextField
        id="price"
        label="単価"
        unit="円/kWh"
        hint="入札可能範囲 0.60～1.30円/kWh"
        registration={register('unitPrice', { required: '単価は必須入力です。' })}
        error={formState.errors.unitPrice?.message}
      />
      <button type="submit">入札</button>
    </form>
  );
}

describe('TextField: the one text field', () => {
  it('names the input by its label and reads the hint, then the error, with it', async () => {
    const user = userEvent.setup();
    render(<PriceForm />);
    const box = screen.getByRole('textbox', { name: '単価' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBe('price-hint');
    expect(screen.getByText('円/kWh').className).toBe('input-group-text');

    await user.click(screen.getByRole('button', { name: '入札' }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.className).toContain('is-invalid');
    expect(box.getAttribute('aria-describedby')).toBe('price-hint price-error');
    expect(document.getElementById('price-error')?.textContent).toBe('単価は必須入力です。');

    await user.type(box, '1.25');
    await user.click(screen.getByRole('button', { name: '入札' }));
    expect(document.getElementById('price-error')).toBeNull();
  });
});
