import { DETAIL_PAGE_SIZE } from './report-api';

export interface PagerView {
  /** Offsets the four buttons lead to; undefined when the button has nowhere to go. */
  first?: number;
  prev?: number;
  next?: number;
  last?: number;
  position: string;
  summary: string;
}

/** Where each paging button leads from this offset, and the texts around the table. Pure, so it is unit-testable. */
export function pagerView(offset: number, total: number, shown: number): PagerView {
  const pages = Math.max(1, Math.ceil(total / DETAIL_PAGE_SIZE));
  const page = Math.floor(offset / DETAIL_PAGE_SIZE) + 1;
  const lastOffset = (pages - 1) * DETAIL_PAGE_SIZE;
  const from = total === 0 ? 0 : offset + 1;
  return {
    first: page > 1 ? 0 : undefined,
    prev: page > 1 ? offset - DETAIL_PAGE_SIZE : undefined,
    next: page < pages ? offset + DETAIL_PAGE_SIZE : undefined,
    last: page < pages ? lastOffset : undefined,
    position: `${page} / ${pages} ページ`,
    summary:
      total === 0
        ? '明細はありません。'
        : `全${total.toLocaleString('ja-JP')}件中 ${from.toLocaleString('ja-JP')}～${(offset + shown).toLocaleString('ja-JP')}件を表示`,
  };
}

/** Binds the paging buttons; they call `go` with the offset to load and stay disabled while loading. */
export function bindPager(nav: HTMLElement, go: (offset: number) => void) {
  const buttons = [...nav.querySelectorAll<HTMLButtonElement>('button[data-page]')];
  let view: PagerView | undefined;
  nav.addEventListener('click', (event) => {
    const key = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-page]')?.dataset.page as
      keyof PagerView | undefined;
    const target = key && view ? view[key] : undefined;
    if (typeof target === 'number') go(target);
  });
  return {
    busy(): void {
      for (const b of buttons) b.disabled = true;
    },
    show(next: PagerView, position: HTMLElement): void {
      view = next;
      for (const b of buttons) b.disabled = typeof next[b.dataset.page as keyof PagerView] !== 'number';
      position.textContent = next.position;
      nav.hidden = next.next === undefined && next.prev === undefined;
    },
  };
}
