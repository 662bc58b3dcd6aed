import type { ReactNode } from 'react';
import type { FieldRegistration } from '../../ui/field-registration';
import type { Option } from '../../ui/option';
import { SelectField } from '../../ui/select-field';
import { messageAt } from '../../hooks/field-errors';
import type { CodeNames } from '../shared/codes';
import { LinePicker } from './line-picker';
import { SelectedLines } from './selected-lines';
import type { useHoldingCandidates } from './use-holding-candidates';
import type { useLineSelection } from './use-line-selection';

/*
 * The parts the two line flows share: the transfer (移転) and the certificate issuing (証書発行)
 * both choose a target year and product, pick lines of the member's own, and give each a volume.
 */

interface SelectProps {
  registration: FieldRegistration;
  error?: string;
}

/** 対象年度 and 商品 at the head of a line flow (a change empties the chosen lines: the caller's registration). */
export function YearProductSelects(props: {
  idPrefix: string;
  yearOptions: readonly Option[];
  productOptions: readonly Option[];
  year: SelectProps;
  product: SelectProps;
}) {
  const { idPrefix, year, product } = props;
  return (
    <>
      <SelectField
        id={`${idPrefix}-fiscal-year`}
        label="対象年度"
        required
        options={props.yearOptions}
        registration={year.registration}
        error={year.error}
        className="filter-year"
      />
      <SelectField
        id={`${idPrefix}-product`}
        label="商品"
        required
        options={props.productOptions}
        registration={product.registration}
        error={product.error}
        className="filter-product"
      />
    </>
  );
}

/** The member's lines to choose from, then the chosen lines with a volume each and their total. */
export function LineFlowSections(props: {
  idPrefix: string;
  /** e.g. 移転元の明細（認定・調達） */
  sourceTitle: string;
  /** e.g. 移転する明細 */
  linesTitle: string;
  /** Said above the lines to choose from. */
  notice?: ReactNode;
  volumeLabel: string;
  candidates: ReturnType<typeof useHoldingCandidates>;
  lines: ReturnType<typeof useLineSelection>;
  names: CodeNames;
  /** The form's errors: the lines' own and each volume's. */
  errors: object;
}) {
  const { idPrefix, candidates, lines, names, errors } = props;
  return (
    <>
      <section className="flow-section" aria-labelledby={`${idPrefix}-source-title`}>
        <h2 id={`${idPrefix}-source-title`}>{props.sourceTitle}</h2>
        {props.notice}
        <LinePicker
          idPrefix={`${idPrefix}-source`}
          candidates={candidates.lines}
          loading={candidates.loading}
          failure={candidates.failure}
          selected={lines.selected}
          onToggle={lines.toggle}
          names={names}
        />
      </section>
      <section className="flow-section" aria-labelledby={`${idPrefix}-lines-title`}>
        <h2 id={`${idPrefix}-lines-title`}>{props.linesTitle}</h2>
        <SelectedLines
          idPrefix={idPrefix}
          volumeLabel={props.volumeLabel}
          lines={lines.lines}
          names={names}
          registerVolume={lines.registerVolume}
          volumeError={(i) => messageAt(errors, `lines.${i}.volume`)}
          listError={messageAt(errors, 'lines')}
          onFill={lines.fill}
          onRemove={lines.remove}
        />
      </section>
    </>
  );
}
