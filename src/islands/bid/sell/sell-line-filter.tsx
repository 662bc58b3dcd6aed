import { useForm } from '../../hooks/use-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CodesResponse } from '@/lib/schemas/codes';
import { WORDS } from '@/lib/glossary';

export interface SellLineFilterValues {
  prefectureCd?: string;
  equipmentId?: string;
}

interface Props {
  codes: CodesResponse | null;
  onChange: (filter: SellLineFilterValues) => void;
}

/**
 * Narrows the authorized lines to sell from (a generator may hold a hundred or more): by
 * prefecture, and by facility ID (the balance inquiry's exact match). Enter in the ID field
 * narrows the list; it must not send the sell form around it.
 */
export function SellLineFilter({ codes, onChange }: Props) {
  // Not a <form>: it sits inside the sell form, so it applies its values itself.
  const { register, getValues } = useForm({ defaultValues: { prefectureCd: '', equipmentId: '' } });
  const apply = () => {
    const next = getValues();
    onChange({
      prefectureCd: next.prefectureCd || undefined,
      equipmentId: next.equipmentId.trim() || undefined,
    });
  };
  return (
    <div className="sell-line-filter" role="search" aria-label="売却する認定設備の絞り込み">
      <Form.Group controlId="sell-filter-prefecture">
        <Form.Label className="mb-1">{WORDS.prefecture}</Form.Label>
        <Form.Select {...register('prefectureCd', { onChange: apply })}>
          <option value="">すべて</option>
          {(codes?.municipalityInfo.prefectureList ?? []).map((p) => (
            <option key={p.prefectureCd} value={p.prefectureCd}>
              {p.prefectureName}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="sell-filter-equipment">
        <Form.Label className="mb-1">{WORDS.equipmentId}</Form.Label>
        <Form.Control
          type="search"
          autoComplete="off"
          {...register('equipmentId')}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
        />
      </Form.Group>
      <Button variant="outline-primary" onClick={apply}>
        絞り込み
      </Button>
    </div>
  );
}
