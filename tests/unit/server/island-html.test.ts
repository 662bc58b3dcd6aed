import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  islandHtml,
  keepIslandElement,
  keptIslandCount,
  keptIslandElement,
  MAX_KEPT,
  PROPS_ONLY_ISLANDS,
} from '@/lib/server/render/island-html';
import { deepFreeze } from '@/lib/server/render/deep-freeze';
import BalanceInquiry from '@/islands/account/balance/balance-inquiry';
import MessageHost from '@/islands/shell/message-host';

/** Issue 12 §2: islands rendered with React's string renderer, props-only ones kept per props. */
const LISTED = `/work/app${PROPS_ONLY_ISLANDS[1]}`;

function counted() {
  let renders = 0;
  const Island = ({ label }: { label: string }) => {
    renders++;
    return createElement('p', { id: 'x' }, label);
  };
  return { Island, renders: () => renders };
}

const balanceProps = () => ({
  session: {
    userInfo: { userId: 'minato01', firstLogin: true },
    organizationInfo: {
      organizationId: 3,
      memberNumber: '1002',
      fitParticipation: false,
      nonFitParticipation: true,
      organizationName: 'みなとエナジー株式会社',
    },
    businessDate: '2026-11-27',
    targetYearList: [{ targetYearId: 3, targetYear: 2026, startDate: '2026-04-01', endDate: '2027-03-31' }],
  },
  codes: deepFreeze({
    products: [{ productCd: 2, productName: '非FIT非化石証書（再エネ指定あり）' }],
    reTypes: [{ reTypeCd: 1, reTypeName: '太陽光' }],
    prefectures: [{ prefectureCd: '130001', prefectureName: '東京都' }],
  }),
  cleared: { fiscalYear: '2026', productCd: '2', holdingClassCd: '', reType: '', prefectureCd: '', equipmentId: '' },
  initial: { fiscalYear: '2026', productCd: '2', holdingClassCd: '', reType: '', prefectureCd: '', equipmentId: '' },
  initialApplied: { fiscalYear: 2026, productCd: 2 },
  paging: { page: 1, size: 10 },
});

describe('islandHtml', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders what React renders, with the island id prefix', () => {
    const vnode = createElement(MessageHost);
    expect(islandHtml(vnode, 'r7')).toBe(renderToString(vnode, { identifierPrefix: 'r7' }));
    expect(islandHtml(vnode, 'r7')).toContain('_r7R_');
  });

  it('keeps a listed island’s HTML per props, prefix and island, and renders again when one changes', () => {
    const { Island, renders } = counted();
    const meta = { componentUrl: LISTED, componentExport: { value: 'default' } };
    const first = islandHtml(createElement(Island, { label: 'a' }), 'r0', meta);
    expect(islandHtml(createElement(Island, { label: 'a' }), 'r0', meta)).toBe(first);
    expect(renders()).toBe(1);
    expect(islandHtml(createElement(Island, { label: 'b' }), 'r0', meta)).toBe('<p id="x">b</p>');
    expect(islandHtml(createElement(Island, { label: 'a' }), 'r1', meta)).toBe(first);
    expect(
      islandHtml(createElement(Island, { label: 'a' }), 'r0', { ...meta, componentExport: { value: 'Other' } }),
    ).toBe(first);
    expect(renders()).toBe(4);
  });

  it('renders anew for another function under the same path (a module reloaded in development)', () => {
    const first = counted();
    const second = counted();
    const meta = { componentUrl: LISTED };
    islandHtml(createElement(first.Island, { label: 'same' }), 'r0', meta);
    islandHtml(createElement(second.Island, { label: 'same' }), 'r0', meta);
    islandHtml(createElement(second.Island, { label: 'same' }), 'r0', meta);
    expect([first.renders(), second.renders()]).toEqual([1, 1]);
  });

  it('renders every time an island that is not listed, or whose props are not plain data', () => {
    const { Island, renders } = counted();
    islandHtml(createElement(Island, { label: 'a' }), 'r0', { componentUrl: '/work/app/src/islands/other.tsx' });
    islandHtml(createElement(Island, { label: 'a' }), 'r0', { componentUrl: '/work/app/src/islands/other.tsx' });
    const withHandler = { label: 'a', onPick: () => undefined };
    islandHtml(createElement(Island, withHandler), 'r0', { componentUrl: LISTED });
    islandHtml(createElement(Island, withHandler), 'r0', { componentUrl: LISTED });
    expect(renders()).toBe(4);
  });

  it('keeps at most MAX_KEPT renders, dropping the least recently used', () => {
    const { Island } = counted();
    for (let i = 0; i <= MAX_KEPT + 5; i++)
      islandHtml(createElement(Island, { label: `n${i}` }), 'r0', { componentUrl: LISTED });
    expect(keptIslandCount()).toBe(MAX_KEPT);
  });

  it('keeps the finished element beside the HTML, for the props object and directive it was made for', () => {
    const { Island } = counted();
    const rendererProps = { label: 'element' };
    const meta = { componentUrl: LISTED, hydrate: 'load', hydrateArgs: true, displayName: 'Island' };
    islandHtml(createElement(Island, { ...rendererProps }), 'r0', meta, rendererProps);
    expect(keptIslandElement(rendererProps, meta)).toBeUndefined();
    keepIslandElement(rendererProps, meta, '<astro-island>…</astro-island>');
    expect(keptIslandElement(rendererProps, meta)).toBe('<astro-island>…</astro-island>');
    expect(keptIslandElement(rendererProps, { ...meta, hydrate: 'visible' })).toBeUndefined();
    // Another request's props object finds the entry only once its HTML came from it.
    const next = { label: 'element' };
    expect(keptIslandElement(next, meta)).toBeUndefined();
    islandHtml(createElement(Island, { ...next }), 'r0', meta, next);
    expect(keptIslandElement(next, meta)).toBe('<astro-island>…</astro-island>');
  });

  it.each([
    ['balance inquiry', BalanceInquiry, balanceProps],
    ['message host', MessageHost, () => ({})],
  ] as const)('the listed %s renders the same HTML at two different times', (_name, Component, props) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-01T00:00:00+09:00'));
    const early = renderToString(createElement(Component as never, props()), { identifierPrefix: 'r0' });
    vi.setSystemTime(new Date('2031-12-31T23:59:59+09:00'));
    const late = renderToString(createElement(Component as never, props()), { identifierPrefix: 'r0' });
    expect(late).toBe(early);
  });

  it('lists exactly the islands reviewed as props-only', () => {
    expect(PROPS_ONLY_ISLANDS).toEqual([
      '/src/islands/account/balance/balance-inquiry.tsx',
      '/src/islands/shell/message-host.tsx',
    ]);
  });
});
