import { useCallback, useEffect, useMemo, type ChangeEvent } from 'react';
import type { FieldRegistration } from '../../ui/field-registration';
import { volumeOf, type CandidateLine, type LineValues } from './line-values';
import { groupDigits } from '../../ui/format';

type LinesForm = { lines: LineValues[] };

/** What the selection needs of the form (useTextForm). */
interface LinesFormApi<T extends LinesForm> {
  values: T;
  update: (change: (values: T) => T) => void;
  fieldRef: (path: string) => FieldRegistration['ref'];
}

/**
 * The chosen lines of a form, kept in step with the picker's checkboxes. When the candidates are
 * (re)loaded, each chosen line takes the available volume just read, so the upper limit is checked
 * against the current balance (0 when the line has gone).
 */
export function useLineSelection<T extends LinesForm>(
  form: LinesFormApi<T>,
  candidates: CandidateLine[],
  loading: boolean,
) {
  const { values, update, fieldRef } = form;
  const lines = values.lines;
  const setLines = useCallback(
    (change: (lines: LineValues[]) => LineValues[]) => update((v) => ({ ...v, lines: change(v.lines) })),
    [update],
  );
  const selected = useMemo(() => new Set(lines.map((l) => l.key)), [lines]);

  useEffect(() => {
    if (loading) return;
    const available = new Map(candidates.map((l) => [l.key, l.availableVolume]));
    const now = (line: LineValues) => available.get(line.key) ?? 0;
    setLines((current) =>
      current.some((line) => now(line) !== line.availableVolume)
        ? current.map((line) => ({ ...line, availableVolume: now(line) }))
        : current,
    );
  }, [candidates, loading, setLines]);

  const setVolume = (index: number, volume: string) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, volume } : line)));

  const toggle = (line: CandidateLine, checked: boolean) => {
    if (checked)
      setLines((current) => [
        ...current,
        {
          key: line.key,
          holdingClassCd: line.holdingClassCd,
          equipmentId: line.equipmentId,
          equipmentName: line.equipmentName,
          availableVolume: line.availableVolume,
          volume: '',
        },
      ]);
    else setLines((current) => current.filter((l) => l.key !== line.key));
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

  const registerVolume = (index: number): FieldRegistration => ({
    name: `lines.${index}.volume`,
    value: lines[index]?.volume ?? '',
    onChange: (event: ChangeEvent<{ value: string }>) => setVolume(index, event.target.value),
    onBlur: (event) => tidy(index, event.target.value),
    ref: fieldRef(`lines.${index}.volume`),
  });

  return {
    lines,
    selected,
    toggle,
    fill,
    registerVolume,
    remove: (index: number) => setLines((current) => current.filter((_, i) => i !== index)),
    clear: () => setLines(() => []),
  };
}
