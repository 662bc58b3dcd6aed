import type { UseFormRegisterReturn } from 'react-hook-form';

/** What a field spreads onto its control: react-hook-form's register(), on every screen, the console included (decision 0027). */
export type FieldRegistration = UseFormRegisterReturn;

/** A form's errors as a group of fields reads them (react-hook-form's formState.errors). */
export type FieldMessages<K extends string> = Partial<Record<K, { message?: string }>>;
