import Form from 'react-bootstrap/Form';

/**
 * A label with the 必須 mark beside it. The mark stays outside the <label> so the control's name is
 * the label alone; the control carries aria-required for screen readers.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="field-label">
      <Form.Label htmlFor={htmlFor}>{label}</Form.Label>
      {required && (
        <span className="required-mark" aria-hidden="true">
          必須
        </span>
      )}
    </div>
  );
}
