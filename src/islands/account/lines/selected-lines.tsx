import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { FieldRegistration } from '../../ui/field-registration';
import type { CodeNames } from '../shared/codes';
import { totalVolume, type LineValues } from './line-values';
import { WORDS, withUnitText } from '@/lib/glossary';
import { formatKwh } from '../../ui/format';

interface Props {
  idPrefix: string;
  /** 移転量 or 発行量. */
  volumeLabel: string;
  lines: readonly LineValues[];
  names: CodeNames;
  registerVolume: (index: number) => FieldRegistration;
  volumeError: (index: number) => string | undefined;
  /** A message about the lines as a whole (none chosen, too many). */
  listError?: string;
  onFill: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The chosen lines with a volume input each and the running total. */
export function SelectedLines(props: Props) {
  const { idPrefix, volumeLabel, lines, names, registerVolume, volumeError, listError } = props;
  return (
    <div className="selected-lines">
      {listError && (
        <div className="invalid-feedback d-block mb-2" id={`${idPrefix}-lines-error`} role="alert">
          {listError}
        </div>
      )}
      <Table bordered size="sm" responsive className="grid-table">
        <caption className="visually-hidden">{`${volumeLabel}を入力する明細`}</caption>
        <thead>
          <tr>
            <th scope="col">{WORDS.equipmentId}</th>
            <th scope="col">{WORDS.equipmentName}</th>
            <th scope="col">{WORDS.holdingClass}</th>
            <th scope="col" className="num">
              {withUnitText('available', 'kWh')}
            </th>
            <th scope="col" className="num">
              {volumeLabel}(kWh)
            </th>
            <th scope="col" className="grid-action">
              操作
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={6} className="grid-message">
                上の一覧で明細を選択してください。
              </td>
            </tr>
          )}
          {lines.map((line, i) => {
            const error = volumeError(i);
            const inputId = `${idPrefix}-volume-${i}`;
            return (
              <tr key={line.key}>
                <td>{line.equipmentId}</td>
                <td className="grid-wrap">{line.equipmentName}</td>
                <td>{names.holdingClass(line.holdingClassCd)}</td>
                <td className="num">{formatKwh(line.availableVolume)}</td>
                <td className="num">
                  <Form.Control
                    id={inputId}
                    size="sm"
                    inputMode="numeric"
                    autoComplete="off"
                    className="volume-input"
                    aria-label={`${line.equipmentId}の${volumeLabel}（kWh）`}
                    isInvalid={Boolean(error)}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...registerVolume(i)}
                  />
                  <Form.Control.Feedback type="invalid" id={`${inputId}-error`} className="text-start">
                    {error}
                  </Form.Control.Feedback>
                </td>
                <td className="grid-action">
                  <div className="d-flex gap-1">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => props.onFill(i)}
                      aria-label={`${line.equipmentId}に全量を入力`}
                    >
                      全量
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => props.onRemove(i)}
                      aria-label={`${line.equipmentId}を明細から削除`}
                    >
                      削除
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="line-total">
            <th scope="row" colSpan={4}>
              合計（{lines.length}件）
            </th>
            <td className="num">{formatKwh(totalVolume(lines))}</td>
            <td className="grid-action" />
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
