import InputGroup from 'react-bootstrap/InputGroup';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FieldRegistration } from '../ui/field-registration';
import { Icon } from '../shell/icon';

export const NEW_PASSWORD_HINT = '10～50文字。半角の英大文字・英小文字・数字・記号をそれぞれ1文字以上含めてください。';

interface Props {
  id: string;
  label: string;
  registration: FieldRegistration;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  maxLength?: number;
}

/** A password input with the show/hide toggle of spec §2; its message is tied to the input for screen readers. */
export function PasswordField({ id, label, registration, error, autoComplete, hint, maxLength }: Props) {
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={maxLength}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
        />
        <Button
          variant="outline-secondary"
          className="password-toggle"
          aria-label={shown ? 'パスワードを隠す' : 'パスワードを表示'}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          <Icon name={shown ? 'visibilityOff' : 'visibility'} />
        </Button>
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      </InputGroup>
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
