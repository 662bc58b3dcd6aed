import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { getAccountBalances, navigation } from '../../api';
import type { CodesResponse } from '@/lib/schemas/codes';
import { msg } from '@/lib/schemas/message-texts';
import { BID_MIN_VOLUME, SELL_LINES_MAX } from '@/lib/domain/auction/bid-rules';
import { bandOf, formatBand } from '../shared/band';
import { useForm } from '../../hooks/use-form';
import { useQuery } from '../../hooks/use-query';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { loadBidResolvers } from '../shared/load-bid-resolvers';
import { Loading } from '../shared/loading';
import { TextField } from '../../ui/text-field';
import type { AuctionInfo } from '../shared/types';
import { BackToList } from './back-to-list';
import { sellLineOf, type SellLine } from './sell-draft';
import { saveSellLinesDraft, sellLinesTotals, type SellLinesDraft } from './sell-lines-draft';
import { formatKwh, groupDigits } from '../../ui/format';

interface Props {
  productCd: 2 | 3;
  auction: AuctionInfo;
  codes: CodesResponse | null;
  disabled: boolean;
  draft: SellLinesDraft | null;
}

const CONFIRM_PATH = '/bid/sell-bid/confirm';

/** A line can be sold from when its whole available volume makes a bid (at least the bid minimum). */
const sellable = (line: SellLine) => line.availableVolume >= BID_MIN_VOLUME;

/**
 * Several lines at one price: each chosen line sells its whole available volume (one bid per
 * line); 全て選択 chooses every line that can be sold from. 確認 keeps them for the confirm page.
 */
export function SellLinesForm({ productCd, auction, codes, disabled, draft }: Props) {
  const band = bandOf(codes, auction.fiscalYear, productCd);
  const lines = useQuery(JSON.stringify(['sell-lines', auction.fiscalYear, productCd]), async (signal) => {
    const answer = await getAccountBalances(
      { fiscalYear: auction.fiscalYear, productCd, holdingClassCd: 1, offset: 0, limit: SELL_LINES_MAX, count: false },
      { signal },
    );
    return answer.accountBalanceList.map(sellLineOf);
  });
  const all = lines.data ?? [];
  const choosable = all.filter(sellable);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(draft?.lines.map((l) => l.equipmentId)));
  const [lineError, setLineError] = useState<string | null>(null);
  const picked = all.filter((l) => chosen.has(l.equipmentId) && sellable(l));
  const totals = sellLinesTotals(picked);
  const allChosen = choosable.length > 0 && picked.length === choosable.length;

  const resolver = lazyResolver<{ unitPrice: string }>(async () => (await loadBidResolvers()).sellLinesResolver(band));
  const { register, handleSubmit, formState } = useForm<{ unitPrice: string }>({
    ...CHECK_MODES,
    defaultValues: { unitPrice: draft?.unitPrice ?? '' },
    resolver,
  });

  const choose = (ids: string[], on: boolean) => {
    setLineError(null);
    setChosen((before) => {
      const next = new Set(before);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  };
  const onValid = ({ unitPrice }: { unitPrice: string }) => {
    if (picked.length === 0) return setLineError(msg.sellLineRequired);
    saveSellLinesDraft({
      productCd,
      marketNo: auction.marketNo,
      fiscalYear: auction.fiscalYear,
      roundNo: auction.roundNo,
      unitPrice: unitPrice.trim(),
      lines: picked,
    });
    navigation().assign(CONFIRM_PATH);
  };
  const onInvalid = () => {
    if (picked.length === 0) setLineError(msg.sellLineRequired);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <fieldset disabled={disabled}>
        <legend className="bid-section-title">売却する認定設備</legend>
        {lineError && (
          <p className="bid-field-error" id="sell-lines-error" role="alert">
            {lineError}
          </p>
        )}
        {!lines.data ? (
          lines.failure ? (
            <p className="load-failure" role="alert">
              {lines.failure}
            </p>
          ) : (
            <Loading label="認定設備を読み込んでいます…" />
          )
        ) : (
          <>
            <Form.Check
              type="checkbox"
              id="sell-lines-all"
              label={`全て選択（${groupDigits(choosable.length)}件）`}
              checked={allChosen}
              disabled={choosable.length === 0}
              onChange={(e) =>
                choose(
                  choosable.map((l) => l.equipmentId),
                  e.currentTarget.checked,
                )
              }
            />
            <div className="sell-lines-scroll" tabIndex={0} role="region" aria-label="売り入札できる認定設備の一覧">
              <table className="table table-sm sell-lines-table">
                <caption>売り入札できる認定設備（入札量は各設備の入札可能量の全量）</caption>
                <thead>
                  <tr>
                    <th scope="col">選択</th>
                    <th scope="col">設備ID</th>
                    <th scope="col">設備名</th>
                    <th scope="col" className="num">
                      入札量（kWh）
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {all.map((line) => (
                    <tr key={line.equipmentId}>
                      <td>
                        <Form.Check
                          type="checkbox"
                          id={`sell-lines-${line.equipmentId}`}
                          aria-label={`設備ID ${line.equipmentId}を選択`}
                          checked={chosen.has(line.equipmentId) && sellable(line)}
                          disabled={!sellable(line)}
                          onChange={(e) => choose([line.equipmentId], e.currentTarget.checked)}
                        />
                      </td>
                      <td>{line.equipmentId}</td>
                      <td className="grid-wrap">{line.equipmentName}</td>
                      <td className="num">{formatKwh(line.availableVolume)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </fieldset>
      <fieldset disabled={disabled} className="bid-entry">
        <legend className="bid-section-title">入札内容</legend>
        <p className="bid-selected-line" aria-live="polite">
          選択中：{groupDigits(totals.count)}件（入札量合計 {formatKwh(totals.volume)}kWh）
        </p>
        <Row className="g-3">
          <Col lg={6}>
            <TextField
              id="sell-lines-unit-price"
              label="単価"
              unit="円/kWh"
              inputMode="decimal"
              hint={band ? `入札可能範囲 ${formatBand(band)}（全設備に同じ単価）` : '全設備に同じ単価'}
              error={formState.errors.unitPrice?.message}
              registration={register('unitPrice')}
            />
          </Col>
        </Row>
      </fieldset>
      <div className="bid-actions">
        <Button type="submit" variant="primary" disabled={disabled}>
          確認
        </Button>
        <BackToList productCd={productCd} />
      </div>
    </Form>
  );
}
