import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { FieldRegistration } from '../../ui/field-registration';
import { FieldLabel } from '../../ui/field-label';
import type { Recipient } from './use-recipient-lookup';

interface Props {
  registration: FieldRegistration;
  /** The form's own message (blank, format) or the lookup's (unknown member, own number). */
  error?: string;
  recipient: Recipient | null;
  busy: boolean;
  onLookup: () => void;
}

/** 移転先取引会員番号 with its 照会 button and the name found. */
export function RecipientField({ registration, error, recipient, busy, onLookup }: Props) {
  return (
    <div className="recipient-row">
      <Form.Group className="recipient-number">
        <FieldLabel htmlFor="negotiation-recipient" label="移転先取引会員番号" required />
        <Form.Control
          id="negotiation-recipient"
          inputMode="numeric"
          autoComplete="off"
          placeholder="半角英数字"
          aria-required
          isInvalid={Boolean(error)}
          aria-describedby={error ? 'negotiation-recipient-error' : 'negotiation-recipient-name'}
          {...registration}
        />
        <Form.Control.Feedback type="invalid" id="negotiation-recipient-error">
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <Button variant="outline-primary" className="recipient-lookup" onClick={onLookup} disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        会員名照会
      </Button>
      <output
        id="negotiation-recipient-name"
        className={recipient ? 'recipient-name' : 'visually-hidden'}
        aria-live="polite"
      >
        {recipient ? `移転先：${recipient.name}` : ''}
      </output>
    </div>
  );
}
