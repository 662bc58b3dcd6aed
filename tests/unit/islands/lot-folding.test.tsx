import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LotFolding, { LotFoldingScreen } from '../../../src/islands/admin/lot-folding';

/** The console's FIT約定のロット section as the server renders it (before hydration). */
describe('lot folding section', () => {
  const years = [
    { fiscalYear: 2025, marketNos: [202511, 202521], lines: 123456, closed: true, usableUntil: '2026-06-30' },
    { fiscalYear: 2026, marketNos: [202611], lines: 1000, closed: false, usableUntil: '2027-06-30' },
  ];

  it('offers folding for the closed year only, with its lines grouped and dates as YYYY/MM/DD, disabled until hydrated', () => {
    const html = renderToString(<LotFoldingScreen years={years} loginId="admin01" onFolded={() => undefined} />);
    expect(html).toContain('2025年度のロットを統合する');
    expect(html).not.toContain('2026年度のロットを統合する');
    expect(html).toContain('利用期間中（統合できません）');
    expect(html).toContain('123,456');
    expect(html).toContain('202511、202521');
    expect(html).toContain('2026/06/30');
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('disabled');
  });

  it('says when there are no lots', () => {
    const html = renderToString(<LotFoldingScreen years={[]} loginId="admin01" onFolded={() => undefined} />);
    expect(html).toContain('ロットはありません。');
  });

  it('renders no button before the list has come through the API', () => {
    const html = renderToString(<LotFolding loginId="admin01" />);
    expect(html).toContain('読み込んでいます…');
    expect(html).not.toMatch(/<button/);
  });
});
