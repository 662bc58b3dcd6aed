/** One choice of a select or radio group: the form value and what the member reads. */
export interface Option {
  value: string;
  label: string;
}
