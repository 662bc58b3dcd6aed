import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { CodesResponse } from '@/lib/schemas/codes';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { messageAt } from '../../hooks/field-errors';
import { PREFERENCE_LABELS, type BuyFormValues } from './buy-form-values';
import { TextField } from '../../ui/text-field';
import { WORDS } from '@/lib/glossary';

interface Props {
  index: 0 | 1;
  form: UseFormReturn<BuyFormValues>;
  codes: CodesResponse | null;
  disabled: boolean;
}

/** One FIT tracking preference: a facility id, or conditions (municipalities follow the prefecture). */
export function PreferenceFields({ index, form, codes, disabled }: Props) {
  const id = useId();
  const at = `preferences.${index}` as const;
  type Field = keyof BuyFormValues['preferences'][number];
  const register = (field: Field) => form.register(`${at}.${field}`);
  const error = (field: Field) => messageAt(form.formState.errors, `${at}.${field}`);
  const errors = {
    mode: error('mode'),
    equipmentId: error('equipmentId'),
    prefectureCd: error('prefectureCd'),
  };
  const [mode, prefectureCd] = useWatch({ control: form.control, name: [`${at}.mode`, `${at}.prefectureCd`] });
  const munis = codes?.municipalityInfo.municipalityList.filter((m) => m.prefectureCd === prefectureCd) ?? [];
  // Municipalities belong to one prefecture: another prefecture clears the municipality.
  const prefecture = form.register(`${at}.prefectureCd`, { onChange: () => form.setValue(`${at}.municipalityCd`, '') });

  return (
    <fieldset className="bid-preference" disabled={disabled}>
      <legend className="bid-preference-legend">{PREFERENCE_LABELS[index]}</legend>
      <Form.Group controlId={`${id}-mode`} className="mb-2">
        <Form.Label>指定方法</Form.Label>
        <Form.Select
          isInvalid={Boolean(errors.mode)}
          aria-describedby={errors.mode ? `${id}-mode-error` : undefined}
          {...register('mode')}
        >
          <option value="none">指定なし</option>
          <option value="equipment">設備IDで指定</option>
          <option value="conditions">条件で指定</option>
        </Form.Select>
        <Form.Control.Feedback type="invalid" id={`${id}-mode-error`}>
          {errors.mode}
        </Form.Control.Feedback>
      </Form.Group>
      {mode === 'equipment' && (
        <TextField
          id={`${id}-equipment`}
          label="設備ID"
          error={errors.equipmentId}
          registration={register('equipmentId')}
          autoComplete="off"
        />
      )}
      {mode === 'conditions' && (
        <Row className="g-2">
          <Col sm={6}>
            <Form.Group controlId={`${id}-pref`}>
              <Form.Label>都道府県</Form.Label>
              <Form.Select
                isInvalid={Boolean(errors.prefectureCd)}
                aria-describedby={errors.prefectureCd ? `${id}-pref-error` : undefined}
                {...prefecture}
              >
                <option value="">指定なし</option>
                {codes?.municipalityInfo.prefectureList.map((p) => (
                  <option key={p.prefectureCd} value={p.prefectureCd}>
                    {p.prefectureName}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid" id={`${id}-pref-error`}>
                {errors.prefectureCd}
              </Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-muni`}>
              <Form.Label>市区町村</Form.Label>
              <Form.Select disabled={!prefectureCd} {...register('municipalityCd')}>
                <option value="">{prefectureCd ? '指定なし' : '都道府県を先に選択'}</option>
                {munis.map((m) => (
                  <option key={m.municCd} value={m.municCd}>
                    {m.municName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-retype`}>
              <Form.Label>{WORDS.reType}</Form.Label>
              <Form.Select {...register('reTypeCd')}>
                <option value="">指定なし</option>
                {codes?.reTypeList.map((t) => (
                  <option key={t.reTypeCd} value={t.reTypeCd}>
                    {t.reTypeName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-plant`}>
              <Form.Label>{WORDS.plantGroup}</Form.Label>
              <Form.Select {...register('plantGroupCd')}>
                <option value="">指定なし</option>
                {codes?.plantGroupList.map((g) => (
                  <option key={g.plantGroupCd} value={g.plantGroupCd}>
                    {g.plantGroupName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        </Row>
      )}
    </fieldset>
  );
}
