import { describe, expect, it } from 'vitest';
import { participationWarning } from '@/islands/shell/participation-warning';

describe('what leaving a market means', () => {
  it('says nothing while both markets are kept', () => {
    expect(participationWarning(true, true)).toBeNull();
  });

  it('warns that no market means no bids and no transfers in', () => {
    const text = participationWarning(false, false)!;
    expect(text).toContain('入札できず');
    expect(text).toContain('価値移転も受け取れなく');
  });

  it('warns that leaving the non-FIT market stops transfers in, and the FIT market only its bids', () => {
    expect(participationWarning(true, false)).toContain('価値移転も受け取れなく');
    expect(participationWarning(false, true)).toContain('FIT非化石証書の入札ができなく');
    expect(participationWarning(false, true)).not.toContain('価値移転');
  });
});
