import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { navigation } from '../../api';
import type { CodesResponse } from '@/lib/schemas/codes';
import { bandOf, formatBand } from '../shared/band';
import { useController } from 'react-hook-form';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { loadBidResolvers } from '../shared/load-bid-resolvers';
import { FIRST_PAGE } from '../shared/paging';
import { TextField } from '../../ui/text-field';
import type { AuctionInfo } from '../shared/types';
import { BackToList } from './back-to-list';
import { HoldingLinesTable } from './holding-lines-table';
import { saveSellDraft, sellLineOf, type SellDraft, type SellFormValues, type SellLine } from './sell-draft';
import { useHoldingLines } from './use-holding-lines';
import { SellLineFilter, type SellLineFilterValues } from './sell-line-filter';
import { formatKwh } from '../../ui/format';

interface Props {
  productCd: 2 | 3;
  auction: AuctionInfo;
  codes: CodesResponse | null;
  disabled: boolean;
  draft: SellDraft | null;
}

const CONFIRM_PATH = '/bid/sell-bid/confirm';

/** Choose the line, price and volume; 確認 keeps them for the confirm page. */
export function SellForm({ productCd, auction, codes, disabled, draft }: Props) {
  const band = bandOf(codes, auction.fiscalYear, productCd);
  const [line, setLine] = useState<SellLine | null>(draft?.line ?? null);
  const [page, setPage] = useState(FIRST_PAGE);
  const [filter, setFilter] = useState<SellLineFilterValues>({});
  const lines = useHoldingLines(auction.fiscalYear, productCd, page, filter);
  // Made anew each render, as the band and line may change (the module itself is fetched once).
  const resolver = lazyResolver<SellFormValues>(async () => (await loadBidResolvers()).sellResolver(band, line));
  const { register, handleSubmit, control, formState } = useForm<SellFormValues>({
    ...CHECK_MODES,
    defaultValues: {
      equipmentId: draft?.line.equipmentId ?? '',
      unitPrice: draft?.unitPrice ?? '',
      volume: draft?.volume ?? '',
    },
    resolver,
  });
  const { errors } = formState;
  // The line is chosen with the table's radios: its first radio takes the focus when none is chosen.
  const { field: equipment } = useController({ control, name: 'equipmentId' });

  const onValid = (values: SellFormValues) => {
    if (!line) return;
    saveSellDraft({
      productCd,
      marketNo: auction.marketNo,
      fiscalYear: auction.fiscalYear,
      roundNo: auction.roundNo,
      line,
      unitPrice: values.unitPrice.trim(),
      volume: values.volume.trim(),
    });
    navigation().assign(CONFIRM_PATH);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onValid)}>
      <fieldset disabled={disabled}>
        <legend className="bid-section-title">売却する認定設備</legend>
        {errors.equipmentId && (
          <p className="bid-field-error" id="sell-line-error" role="alert">
            {errors.equipmentId.message}
          </p>
        )}
        <SellLineFilter
          codes={codes}
          onChange={(next) => {
            setFilter(next);
            setPage((p) => ({ ...p, page: 1 }));
          }}
        />
        <HoldingLinesTable
          lines={lines.lines}
          count={lines.count}
          codes={codes}
          loading={lines.loading}
          failure={lines.failure}
          page={page}
          onPage={setPage}
          selectedId={equipment.value}
          firstRadioRef={equipment.ref}
          onSelect={(l) => {
            equipment.onChange(l.equipmentId);
            setLine(sellLineOf(l));
          }}
        />
      </fieldset>
      <fieldset disabled={disabled} className="bid-entry">
        <legend className="bid-section-title">入札内容</legend>
        {line && (
          <p className="bid-selected-line">
            選択中の設備：{line.equipmentId} {line.equipmentName}（入札可能量 {formatKwh(line.availableVolume)}kWh）
          </p>
        )}
        <Row className="g-3">
          <Col lg={6}>
            <TextField
              id="sell-unit-price"
              label="単価"
              unit="円/kWh"
              inputMode="decimal"
              hint={band ? `入札可能範囲 ${formatBand(band)}` : undefined}
              error={errors.unitPrice?.message}
              registration={register('unitPrice')}
            />
          </Col>
          <Col lg={6}>
            <TextField
              id="sell-volume"
              label="入札量"
              unit="kWh"
              inputMode="numeric"
              hint={line ? `${formatKwh(line.availableVolume)}kWh以下` : '設備を選択してください'}
              error={errors.volume?.message}
              registration={register('volume')}
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
