import type { ReactNode } from 'react';
import type { FieldMessages, FieldRegistration } from '../ui/field-registration';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { NEW_PASSWORD_HINT, PasswordField } from './password-field';

/** The sign-in forms' pieces, shared by the member screens and the operators' console. */

interface FieldProps {
  id: string;
  registration: FieldRegistration;
  error?: string;
}

/** A second-factor code: the authenticator's six digits (or, where allowed, a recovery code). */
export function CodeField({
  id,
  registration,
  error,
  hint,
  numeric = false,
}: FieldProps & { hint?: string; numeric?: boolean }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>確認コード</Form.Label>
      <Form.Control
        type="text"
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      {hint && <Form.Text id={`${id}-hint`}>{hint}</Form.Text>}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** Current, new and confirmation password of a password change. */
export function PasswordChangeFields(props: {
  idPrefix: string;
  currentLabel: string;
  register: (name: 'currentPassword' | 'newPassword' | 'confirmPassword') => FieldRegistration;
  errors: FieldMessages<'currentPassword' | 'newPassword' | 'confirmPassword'>;
}) {
  const { idPrefix, register, errors } = props;
  return (
    <>
      <PasswordField
        id={`${idPrefix}current-password`}
        label={props.currentLabel}
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordField
        id={`${idPrefix}new-password`}
        label="新しいパスワード"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        registration={register('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordField
        id={`${idPrefix}confirm-password`}
        label="新しいパスワード（確認）"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
    </>
  );
}

/** A submit button that turns into a spinner while its form is busy. */
export function BusyButton(props: { busy: boolean; variant: string; className?: string; children: ReactNode }) {
  return (
    <Button type="submit" variant={props.variant} className={props.className} disabled={props.busy}>
      {props.busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {props.children}
    </Button>
  );
}

/** A refusal's message above a form. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert variant="warning" role="alert">
      {message}
    </Alert>
  );
}
