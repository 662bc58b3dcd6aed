import { describe, expect, it } from 'vitest';
import { completionTitleOf } from '@/lib/browser/completion-title';
import { ROUTES } from '@/lib/routes';

describe('done steps say （完了）', () => {
  it('turns every confirm title of the route table into its completion title', () => {
    const confirms = Object.values(ROUTES)
      .map((r) => r.title ?? '')
      .filter((t) => t.endsWith('（確認）'));
    expect(confirms.map(completionTitleOf)).toEqual(['価値移転（完了）', '証書発行（完了）', '売り入札（完了）']);
  });
});
