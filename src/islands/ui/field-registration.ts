import type { ChangeEvent, FocusEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a field spreads onto its control: useTextForm's register() (member screens, with the value)
 * or react-hook-form's (the console's and sign-in forms).
 */
export interface FieldRegistration {
  name: string;
  value?: string;
  onChange: (event: ChangeEvent<FieldElement>) => unknown;
  onBlur: (event: FocusEvent<FieldElement>) => unknown;
  ref: (element: FieldElement | null) => void;
}
