import type { ChangeEvent, FocusEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a field spreads onto its control: useTextForm's register(), with the value, on every
 * screen, the console included (decision 0021).
 */
export interface FieldRegistration {
  name: string;
  value?: string;
  onChange: (event: ChangeEvent<FieldElement>) => unknown;
  onBlur: (event: FocusEvent<FieldElement>) => unknown;
  ref: (element: FieldElement | null) => void;
}
