import { useStore } from '@nanostores/react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { $systemErrors, closeSystemError } from '../stores/messages';

/** Spec §2/§9: dialog titled Error, 500 wide (Bootstrap's default modal width), lists messages. */
export function SystemErrorDialog() {
  const messages = useStore($systemErrors);
  return (
    <Modal show={messages.length > 0} onHide={closeSystemError} aria-labelledby="system-error-title" centered>
      <Modal.Header>
        <Modal.Title id="system-error-title" as="h2" lang="en">
          Error
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="mb-0">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={closeSystemError}>
          閉じる
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
