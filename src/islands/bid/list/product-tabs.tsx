import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { CodesResponse } from '@/lib/schemas/codes';
import { PRODUCT_CODES, productName } from '../shared/labels';

const ID = 'bid-product';

interface Props {
  productCd: number;
  codes: CodesResponse | null;
  onChange: (productCd: number) => void;
  children: ReactNode;
}

/** The key's neighbour in the row of tabs (wrapping), or null for a key tabs do not use. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Product tabs (WAI-ARIA tabs: only the selected tab is in the Tab order, arrow keys move between
 * them and select); only the selected product's panel is rendered.
 */
export function ProductTabs({ productCd, codes, onChange, children }: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, PRODUCT_CODES.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onChange(PRODUCT_CODES[next]!);
  };
  return (
    <>
      <div className="bid-tabs nav nav-tabs" aria-label="商品" role="tablist">
        {PRODUCT_CODES.map((cd, index) => {
          const selected = cd === productCd;
          return (
            <div className="nav-item" key={cd}>
              <button
                ref={(el) => {
                  tabs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${ID}-tab-${cd}`}
                aria-controls={selected ? `${ID}-tabpane-${cd}` : undefined}
                aria-selected={selected}
                tabIndex={selected ? undefined : -1}
                className={selected ? 'nav-link active' : 'nav-link'}
                onClick={() => {
                  if (!selected) onChange(cd);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {productName(codes, cd)}
              </button>
            </div>
          );
        })}
      </div>
      <div
        className="bid-tabpanel"
        role="tabpanel"
        id={`${ID}-tabpane-${productCd}`}
        aria-labelledby={`${ID}-tab-${productCd}`}
      >
        {children}
      </div>
    </>
  );
}
