import { useState } from 'react';
import { markSaved } from '@/lib/browser/leave-guard';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { BID_MIN_VOLUME } from '@/lib/domain/auction/bid-rules';
import type { CodesResponse } from '@/lib/schemas/codes';
import type { Refusal } from '../../hooks/refusal';
import { bandOf, formatBand } from '../shared/band';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { loadBidResolvers } from '../shared/load-bid-resolvers';
import { parseKwh } from '@/lib/domain/money/grouping';
import { parsePriceCents } from '@/lib/domain/money/price-text';
import { onField, placeFieldErrors } from '../../hooks/field-errors';
import { TextField } from '../../ui/text-field';
import type { AuctionInfo } from '../shared/types';
import { emptyBuyForm, toBuyRequest, type BuyFormValues } from './buy-form-values';
import { buyConfirmFacts } from './buy-confirm-facts';
import { BuyConfirm, type BuyRequest } from './buy-confirm';
import { productName } from '../shared/labels';
import { PreferenceFields } from './preference-fields';
import { formatKwh } from '../../ui/format';

const BID_ENTERED = '入札を登録しました。';
const FIELDS =
  /^(unitPrice|volume|preferences\.[01]\.(mode|equipmentId|prefectureCd|municipalityCd|reTypeCd|plantGroupCd))$/;

interface Props {
  productCd: number;
  auction: AuctionInfo;
  codes: CodesResponse | null;
  /** The deadline passed (or the window has not opened): the form stays visible but inert. */
  disabled: boolean;
  onChanged: () => void;
}

/** Buy bid entry: unit price within the band, volume, and for FIT up to two tracking preferences. */
export function BuyBidForm({ productCd, auction, codes, disabled, onChanged }: Props) {
  const band = bandOf(codes, auction.fiscalYear, productCd);
  // Made anew each render, as the band may change (the module itself is fetched once).
  const resolver = lazyResolver<BuyFormValues>(async () => (await loadBidResolvers()).buyResolver(band, productCd));
  const form = useForm<BuyFormValues>({ ...CHECK_MODES, defaultValues: emptyBuyForm(), resolver });
  const { register, handleSubmit, reset, setError, setFocus, formState } = form;
  const { errors } = formState;
  const [refusal, setRefusal] = useState<string[]>([]);
  // 入札を登録しました。 beside 入札, in the page's flow: a snackbar over the page hid the new row.
  const [enteredNotice, setEnteredNotice] = useState(false);
  // The checked bid waiting for 登録 in the confirmation dialog; nothing is sent before that.
  const [pending, setPending] = useState<{ request: BuyRequest; facts: [string, string][] } | null>(null);

  const onValid = (values: BuyFormValues) => {
    setRefusal([]);
    setEnteredNotice(false);
    // Checked by the form's schema already: these only turn the text into cents and kWh.
    const price = parsePriceCents(values.unitPrice.trim());
    const volume = parseKwh(values.volume);
    if (!price.ok || !volume.ok) return;
    const request = toBuyRequest(values, productCd, price.value, volume.value);
    const facts = buyConfirmFacts(
      {
        productName: productName(codes, productCd),
        productCd,
        priceCents: price.value,
        volume: volume.value,
        preferences: request.preferences ?? [],
      },
      codes,
    );
    setPending({ request, facts });
  };

  const entered = () => {
    setPending(null);
    setEnteredNotice(true);
    reset(emptyBuyForm());
    markSaved();
    onChanged();
    setFocus('unitPrice');
  };
  // Refused: back to the form, where the refusal and any field errors are shown next to the input.
  const refused = (r: Refusal) => {
    setPending(null);
    // Closed meanwhile (409) or no longer taking part (403): show the auction as it now is.
    if (r.status === 409 || r.status === 403) onChanged();
    const rest = placeFieldErrors(r.fieldErrors, (p) => FIELDS.test(p), onField(setError));
    setRefusal(r.fieldErrors.length === 0 ? [r.message] : rest);
  };

  const busy = formState.isSubmitting;
  const inert = disabled || busy;
  return (
    <section className="bid-entry" aria-labelledby="bid-entry-title">
      <h2 id="bid-entry-title" className="bid-section-title">
        買い入札の登録
      </h2>
      <Form noValidate onSubmit={handleSubmit(onValid)} aria-busy={busy} data-unsaved-guard="">
        <fieldset disabled={inert} className="bid-entry-fields">
          <legend className="visually-hidden">買い入札の内容</legend>
          <Row className="g-3">
            <Col lg={6}>
              <TextField
                id="buy-unit-price"
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
                id="buy-volume"
                label="入札量"
                unit="kWh"
                inputMode="numeric"
                hint={`${formatKwh(BID_MIN_VOLUME)}kWh以上`}
                error={errors.volume?.message}
                registration={register('volume')}
              />
            </Col>
          </Row>
        </fieldset>
        {productCd === 1 && (
          <div className="bid-preferences">
            <p className="bid-subtitle" id="bid-preferences-title">
              トラッキング希望（任意）
            </p>
            <Row className="g-3" role="group" aria-labelledby="bid-preferences-title">
              <Col lg={6}>
                <PreferenceFields index={0} form={form} codes={codes} disabled={inert} />
              </Col>
              <Col lg={6}>
                <PreferenceFields index={1} form={form} codes={codes} disabled={inert} />
              </Col>
            </Row>
          </div>
        )}
        {refusal.length > 0 && (
          <Alert variant="warning" className="mt-3" role="alert">
            {refusal.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
        <div className="bid-actions">
          <Button type="submit" variant="primary" disabled={inert}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            入札
          </Button>
          <span className="bid-entered" role="status">
            {enteredNotice && BID_ENTERED}
          </span>
        </div>
      </Form>
      {pending && (
        <BuyConfirm
          request={pending.request}
          facts={pending.facts}
          onEntered={entered}
          onRefused={refused}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
