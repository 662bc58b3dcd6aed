import { useEffect, useMemo } from 'react';
import { useFieldArray, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { volumeOf, type CandidateLine, type LineValues } from './line-values';
import { groupDigits } from '../../ui/format';

type LinesForm = { lines: LineValues[] };

/**
 * The chosen lines as a field array, kept in step with the picker's checkboxes. When the
 * candidates are (re)loaded, each chosen line takes the available volume just read, so the upper
 * limit is checked against the current balance (0 when the line has gone).
 */
export function useLineSelection<T extends LinesForm>(
  control: Control<T>,
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
  candidates: CandidateLine[],
  loading: boolean,
) {
  // The generic form is narrowed to its lines: react-hook-form's path types cannot see through T.
  const c = control as unknown as Control<LinesForm>;
  const get = getValues as unknown as UseFormGetValues<LinesForm>;
  const set = setValue as unknown as UseFormSetValue<LinesForm>;
  const array = useFieldArray({ control: c, name: 'lines' });
  const selected = useMemo(() => new Set(array.fields.map((f) => f.key)), [array.fields]);

  useEffect(() => {
    if (loading) return;
    const available = new Map(candidates.map((l) => [l.key, l.availableVolume]));
    get('lines').forEach((line, i) => {
      const now = available.get(line.key) ?? 0;
      if (now !== line.availableVolume) set(`lines.${i}.availableVolume`, now);
    });
  }, [candidates, loading, get, set]);

  const toggle = (line: CandidateLine, checked: boolean) => {
    if (checked) {
      array.append(
        {
          key: line.key,
          holdingClassCd: line.holdingClassCd,
          equipmentId: line.equipmentId,
          equipmentName: line.equipmentName,
          availableVolume: line.availableVolume,
          volume: '',
        },
        { shouldFocus: false },
      );
    } else {
      const index = get('lines').findIndex((l) => l.key === line.key);
      if (index >= 0) array.remove(index);
    }
  };

  const fill = (index: number) => {
    const line = get('lines')[index];
    if (line) set(`lines.${index}.volume`, groupDigits(line.availableVolume), { shouldValidate: true });
  };

  /** A volume typed as "２０００" or "2000" reads back as "2,000" once the field is left. */
  const tidy = (index: number) => {
    const text = get(`lines.${index}.volume`);
    const value = volumeOf(text ?? '');
    if (value !== null && groupDigits(value) !== text) set(`lines.${index}.volume`, groupDigits(value));
  };

  return { fields: array.fields, selected, toggle, fill, tidy, remove: array.remove, replace: array.replace };
}
