import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateTimeField } from '../../src/islands/ui/date-time-field';
import { parseDateTimeText, toDisplayDateTime, toIsoDateTimeText } from '../../src/islands/ui/date-time-text';

function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField id="t" label="締切（日本時間）" value={value} onChange={setValue} />
      <output>{toIsoDateTimeText(value)}</output>
    </>
  );
}
const input = () => screen.getByRole('textbox', { name: '締切（日本時間）' }) as HTMLInputElement;

describe('date and time text', () => {
  it.each([
    ['2027/2/1 9:00', '2027/02/01 09:00'],
    ['2027-02-01T09:00', '2027/02/01 09:00'],
    ['20270201 0900', '2027/02/01 09:00'],
    ['２０２７／０２／０１　２３：５９', '2027/02/01 23:59'],
  ])('reads %s as %s', (typed, shown) => {
    expect(toDisplayDateTime(typed)).toBe(shown);
    expect(toIsoDateTimeText(typed)).toBe(shown.replaceAll('/', '-'));
  });

  it.each(['2027/02/30 10:00', '2027/02/01 24:00', '2027/02/01 10:60', '2027/02/01', '10:00', ''])(
    'refuses %s (left as typed for the rules to name)',
    (typed) => {
      expect(parseDateTimeText(typed)).toBeNull();
      expect(toDisplayDateTime(typed)).toBe(typed);
    },
  );
});

describe('DateTimeField', () => {
  it('tidies what was typed to YYYY/MM/DD HH:MM when the field is left', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(input(), '2027-2-1 9:05');
    await user.tab();
    expect(input().value).toBe('2027/02/01 09:05');
    expect(screen.getByRole('status').textContent).toBe('2027-02-01 09:05');
  });

  it('chooses the day in the Japanese calendar and keeps the typed time', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027/02/01 15:30" />);
    await user.click(screen.getByRole('button', { name: '締切（日本時間）のカレンダーを開く' }));
    const dialog = await screen.findByRole('dialog', { name: '締切（日本時間）の日付を選択' });
    expect(dialog.querySelector('h2')?.textContent).toBe('2027年2月');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(input().value).toBe('2027/02/02 15:30');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '締切（日本時間）のカレンダーを開く' }));
  });

  it('without a time, a chosen day leaves the box focused for the time', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027/02/01" />);
    await user.click(screen.getByRole('button', { name: '締切（日本時間）のカレンダーを開く' }));
    const dialog = await screen.findByRole('dialog', { name: '締切（日本時間）の日付を選択' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Enter}');
    expect(input().value).toBe('2027/02/01 ');
    expect(document.activeElement).toBe(input());
    await user.keyboard('10:00');
    expect(screen.getByRole('status').textContent).toBe('2027-02-01 10:00');
  });
});

describe('the console round form rules', () => {
  it('name a text that is not a date and time in the screen format (YYYY/MM/DD HH:mm), not as the API says it', async () => {
    const { roundRules } = await import('../../src/islands/admin/admin-rules');
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const check = (values: Parameters<typeof roundRules>[0]) => roundRules(values, undefined, options);
    const { errors } = await check({ fiscalYear: '2027', roundNo: '1', opensAt: '2027-02-01', closesAt: '' });
    expect(errors.opensAt?.message).toBe('受付開始は YYYY/MM/DD HH:mm の形式で入力してください。');
    expect(errors.closesAt?.message).toBe('締切は YYYY/MM/DD HH:mm の形式で入力してください。');
    const values = { fiscalYear: '2027', roundNo: '1', opensAt: '2027/02/01 10:00', closesAt: '2027/02/01 09:00' };
    expect(await check(values)).toEqual({ values, errors: {} });
  });
});
