import { useEffect, useMemo } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { FieldRegistration } from '../../ui/field-registration';
import { volumeOf, type CandidateLine, type LineValues } from './line-values';
import { groupDigits } from '../../ui/format';

type LinesForm = { lines: LineValues[] };

/**
 * The chosen lines of a form (a react-hook-form field array), kept in step with the picker's
 * checkboxes. When the candidates are (re)loaded, each chosen line takes the available volume just
 * read, so the upper limit is checked against the current balance (0 when the line has gone).
 */
export function useLineSelection<T extends LinesForm>(
  owner: UseFormReturn<T>,
  candidates: CandidateLine[],
  loading: boolean,
) {
  // The one place the form is seen as its lines only (the transfer's and the issuing's forms).
  const form = owner as unknown as UseFormReturn<LinesForm>;
  const { control, register, setValue, watch } = form;
  const list = useFieldArray({ control, name: 'lines' });
  const { replace } = list;
  const lines = watch('lines');
  const selected = useMemo(() => new Set(lines.map((l) => l.key)), [lines]);

  useEffect(() => {
    if (loading) return;
    const available = new Map(candidates.map((l) => [l.key, l.availableVolume]));
    const now = (line: LineValues) => available.get(line.key) ?? 0;
    const current = form.getValues('lines');
    if (current.some((line) => now(line) !== line.availableVolume))
      replace(current.map((line) => ({ ...line, availableVolume: now(line) })));
  }, [candidates, loading, replace, form]);

  // Checked again at once after the first submit, as a typed change is.
  const setVolume = (index: number, volume: string) =>
    setValue(`lines.${index}.volume`, volume, { shouldValidate: form.formState.isSubmitted });

  const toggle = (line: CandidateLine, checked: boolean) => {
    if (checked)
      list.append(
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
    else {
      const index = form.getValues('lines').findIndex((l) => l.key === line.key);
      if (index >= 0) list.remove(index);
    }
  };

  const fill = (index: number) => {
    const line = lines[index];
    if (line) setVolume(index, groupDigits(line.availableVolume));
  };

  /** A volume typed as "２０００" or "2000" reads back as "2,000" once the field is left. */
  const tidy = (index: number, text: string) => {
    const value = volumeOf(text);
    if (value !== null && groupDigits(value) !== text) setVolume(index, groupDigits(value));
  };

  const registerVolume = (index: number): FieldRegistration =>
    register(`lines.${index}.volume`, {
      onBlur: (event: { target: { value: string } }) => tidy(index, event.target.value),
    });

  return {
    lines,
    selected,
    toggle,
    fill,
    registerVolume,
    remove: (index: number) => list.remove(index),
    clear: () => replace([]),
  };
}
