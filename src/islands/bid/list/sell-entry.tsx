import { LinkButton } from '../shared/link-button';

/**
 * The way to a non-FIT sell bid, an entry of the same standing as the buy form beside it (issue
 * 26 §6: a generator sells more than it buys): its own section, title and full-size button.
 */
export function SellEntry({ productCd, enabled }: { productCd: number; enabled: boolean }) {
  return (
    <section className="bid-entry" aria-labelledby="sell-entry-title">
      <h2 id="sell-entry-title" className="bid-section-title">
        売り入札の登録
      </h2>
      <LinkButton variant="primary" href={`/bid/sell-bid/input?productCd=${productCd}`} disabled={!enabled}>
        売り入札
      </LinkButton>
    </section>
  );
}
