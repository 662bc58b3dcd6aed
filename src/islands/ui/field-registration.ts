import type { ChangeEvent, FocusEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a field spreads onto its control: react-hook-form's register() (bid forms) or
 * useTextForm's (the other screens, which also give the value).
 */
export interface FieldRegistration {
  name: string;
  value?: string;
  onChange: (event: ChangeEvent<FieldElement>) => unknown;
  onBlur: (event: FocusEvent<FieldElement>) => unknown;
  ref: (element: FieldElement | null) => void;
}
