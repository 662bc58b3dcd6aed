/**
 * A label with the 必須 mark beside it. The mark stays outside the <label> so the control's name is
 * the label alone; the control carries aria-required for screen readers.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="field-label">
      <label htmlFor={htmlFor} className="form-label">
        {label}
      </label>
      {required && (
        <span className="required-mark" aria-hidden="true">
          必須
        </span>
      )}
    </div>
  );
}
