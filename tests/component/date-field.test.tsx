import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../src/islands/ui/date-field';

function Form({ initial = '', today }: { initial?: string; today?: string }) {
  const [value, setValue] = useState(initial);
  return <DateField id="d" label="発行日（開始）" value={value} onChange={setValue} today={today} required />;
}

const input = () => screen.getByRole('textbox', { name: '発行日（開始）' }) as HTMLInputElement;

/** Opens the calendar; its dialog is fetched on the first opening, so it is waited for. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '発行日（開始）のカレンダーを開く' }));
  const dialog = await screen.findByRole('dialog', { name: '発行日（開始）の日付を選択' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

describe('DateField: the one date field', () => {
  it('opens a Sunday-first Japanese calendar on the typed date and picks with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027/05/01" today="2027-04-08" />);
    const dialog = await openCalendar(user);
    expect(dialog.querySelector('h2')?.textContent).toBe('2027年5月');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '日',
      '月',
      '火',
      '水',
      '木',
      '金',
      '土',
    ]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2027年5月1日 土曜日');

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2027-05-09');
    await user.keyboard('{PageUp}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2027-04-09');
    await user.keyboard('{Enter}');
    expect(input().value).toBe('2027/04/09');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '発行日（開始）のカレンダーを開く' }));
  });

  it('marks public holidays once their table has loaded (on demand, when the calendar opens)', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027/05/01" />);
    await openCalendar(user);
    const kenpo = await screen.findByRole('gridcell', { name: '2027年5月3日 月曜日 憲法記念日' });
    expect(kenpo.classList.contains('holiday')).toBe(true);
    expect(screen.getByRole('gridcell', { name: '2027年5月6日 木曜日' }).classList.contains('holiday')).toBe(false);
  });

  it('Escape closes without choosing; 業務日付へ goes back to the business date', async () => {
    const user = userEvent.setup();
    render(<Form today="2027-04-08" />);
    await openCalendar(user);
    expect(document.activeElement?.getAttribute('data-date')).toBe('2027-04-08');
    await user.keyboard('{PageDown}');
    await user.click(screen.getByRole('button', { name: '業務日付へ' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2027-04-08'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().value).toBe('');
  });

  it('tidies a typed date into YYYY/MM/DD when the member leaves the box', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(input(), '２０２７４８');
    await user.clear(input());
    await user.type(input(), '2027/4/8');
    await user.tab();
    expect(input().value).toBe('2027/04/08');
    expect(input().getAttribute('aria-required')).toBe('true');
  });
});
