import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberCard } from '../../src/islands/admin/members/member-card';
import type { PendingChange } from '../../src/islands/admin/members/member-changes';

const MEMBER = {
  memberNumber: '1002',
  name: 'みなとエナジー株式会社',
  kind: 'retailer',
  corporateNumber: null,
  fitParticipation: false,
  nonFitParticipation: true,
  users: [],
};

describe('the console’s member card: its participation boxes', () => {
  it('offers 参加市場を変更する only once a box differs from the member, and asks for the change ticked', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn<(change: PendingChange) => void>();
    render(<MemberCard member={MEMBER} onRequest={onRequest} />);
    const button = screen.getByRole('button', { name: '参加市場を変更する' }) as HTMLButtonElement;
    const fit = screen.getByRole('checkbox', { name: 'FIT市場に参加' }) as HTMLInputElement;
    expect(fit.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '非FIT市場に参加' }) as HTMLInputElement).checked).toBe(true);
    expect(button.disabled).toBe(true);

    await user.click(fit);
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(onRequest.mock.calls[0]![0].effect).toContain('FIT市場：参加、非FIT市場：参加 に変更します。');

    await user.click(fit);
    expect(button.disabled).toBe(true);
  });
});
