import type { FieldRegistration } from './field-registration';
import type { Option } from './option';

interface Props {
  id: string;
  legend: string;
  options: readonly Option[];
  registration: FieldRegistration;
  error?: string;
  required?: boolean;
}

/** Radio buttons in a fieldset; arrow keys move between them as browsers do for one group. */
export function RadioField({ id, legend, options, registration, error, required }: Props) {
  // A controlled registration (useTextForm) gives the chosen value: each radio is checked by it.
  const { value: chosen, ...handlers } = registration;
  return (
    <fieldset
      className="radio-field"
      role="radiogroup"
      aria-required={required || undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-label radio-legend">
        {legend}
        {required && (
          <span className="required-mark" aria-hidden="true">
            必須
          </span>
        )}
      </legend>
      {options.map((o) => (
        <div key={o.value} className="form-check form-check-inline">
          <input
            type="radio"
            id={`${id}-${o.value}`}
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            value={o.value}
            checked={chosen === undefined ? undefined : chosen === o.value}
            {...handlers}
          />
          <label className="form-check-label" htmlFor={`${id}-${o.value}`}>
            {o.label}
          </label>
        </div>
      ))}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
