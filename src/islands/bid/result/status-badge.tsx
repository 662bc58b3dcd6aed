import type { BidResultItem } from '../shared/types';

const CLASS: Record<BidResultItem['status'], string> = {
  約定: 'is-contracted',
  一部約定: 'is-partial',
  不約定: 'is-uncontracted',
};

/** 約定 / 一部約定 / 不約定 as a coloured badge; the word itself carries the meaning. */
export function StatusBadge({ status }: { status: BidResultItem['status'] }) {
  return <span className={`bid-status ${CLASS[status] ?? ''}`}>{status}</span>;
}
