import Form from 'react-bootstrap/Form';
import { UPLOAD_KIND_NAMES } from '@/lib/schemas/admin-upload-words';
import type { UploadTarget } from '@/lib/schemas/admin-uploads';

/** A FIT auction a supply file may be loaded into (not yet cleared). */
export interface FitAuctionOption {
  marketNo: number;
  label: string;
}

/**
 * What the file is for: a FIT auction's supply, the FIT facilities' FIT volumes of a year, or one
 * member's certified volume (the CLI's options).
 */
export function TargetFields({
  target,
  auctions,
  disabled,
  onChange,
}: {
  target: UploadTarget;
  auctions: FitAuctionOption[];
  disabled: boolean;
  onChange: (t: UploadTarget) => void;
}) {
  const year = new Date().getFullYear();
  return (
    <fieldset disabled={disabled}>
      <Form.Group className="mb-3">
        <legend className="form-label fs-6">取込む内容</legend>
        <Form.Check
          type="radio"
          id="upload-kind-fit"
          name="upload-kind"
          label={`${UPLOAD_KIND_NAMES['fit-supply']}（FIT市場の供給設備と供給量）`}
          checked={target.kind === 'fit-supply'}
          disabled={auctions.length === 0}
          onChange={() => onChange({ kind: 'fit-supply', marketNo: auctions[0]!.marketNo })}
        />
        <Form.Check
          type="radio"
          id="upload-kind-fit-volume"
          name="upload-kind"
          label={`${UPLOAD_KIND_NAMES['fit-volume']}（FIT設備の年度ごとの認定量。FIT供給は設備ごとにその残りまで）`}
          checked={target.kind === 'fit-volume'}
          onChange={() => onChange({ kind: 'fit-volume', fiscalYear: year })}
        />
        <Form.Check
          type="radio"
          id="upload-kind-cert"
          name="upload-kind"
          label={`${UPLOAD_KIND_NAMES.certification}（取引会員の非FIT設備の認定）`}
          checked={target.kind === 'certification'}
          onChange={() => onChange({ kind: 'certification', memberNumber: '', fiscalYear: year, productCd: 3 })}
        />
      </Form.Group>
      {target.kind === 'fit-supply' && (
        <Form.Group className="mb-3" controlId="upload-market">
          <Form.Label>市場</Form.Label>
          <Form.Select
            value={target.marketNo}
            onChange={(e) => onChange({ kind: 'fit-supply', marketNo: Number(e.target.value) })}
          >
            {auctions.map((a) => (
              <option key={a.marketNo} value={a.marketNo}>
                {a.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {target.kind === 'fit-volume' && (
        <Form.Group className="mb-3 col-sm-4" controlId="upload-fit-volume-year">
          <Form.Label>年度</Form.Label>
          <Form.Control
            type="number"
            value={target.fiscalYear}
            onChange={(e) => onChange({ kind: 'fit-volume', fiscalYear: Number(e.target.value) })}
          />
        </Form.Group>
      )}
      {target.kind === 'certification' && (
        <div className="row g-3 mb-3">
          <Form.Group className="col-sm-4" controlId="upload-member">
            <Form.Label>会員番号</Form.Label>
            <Form.Control
              value={target.memberNumber}
              onChange={(e) => onChange({ ...target, memberNumber: e.target.value })}
            />
          </Form.Group>
          <Form.Group className="col-sm-4" controlId="upload-year">
            <Form.Label>年度</Form.Label>
            <Form.Control
              type="number"
              value={target.fiscalYear}
              onChange={(e) => onChange({ ...target, fiscalYear: Number(e.target.value) })}
            />
          </Form.Group>
          <Form.Group className="col-sm-4" controlId="upload-product">
            <Form.Label>商品</Form.Label>
            <Form.Select
              value={target.productCd}
              onChange={(e) => onChange({ ...target, productCd: Number(e.target.value) as 2 | 3 })}
            >
              <option value={2}>商品2（再エネ指定あり）</option>
              <option value={3}>商品3（再エネ指定なし）</option>
            </Form.Select>
          </Form.Group>
        </div>
      )}
    </fieldset>
  );
}
