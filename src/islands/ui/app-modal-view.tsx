import { useId, useLayoutEffect, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { AppModalProps } from './app-modal-props';
import { modalShown } from './open-modals';

/** Registers the modal while it is shown (rendered inside it: react-bootstrap mounts it on show). */
function ShownMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const modal = ref.current?.closest<HTMLElement>('.modal');
    return modal ? modalShown(modal) : undefined;
  }, []);
  return <span ref={ref} hidden />;
}

/**
 * react-bootstrap's Modal with the house's header, body and footer: it keeps Tab inside, closes on
 * Escape (onCancel) and not on a click beside it, as the dialogs always did; focus goes back to the
 * opener through open-modals.ts. No transition: the dialog is there at once, as before.
 */
export default function AppModalView(props: AppModalProps) {
  const { show, title, titleLang, children, footer, onCancel, className, scrollable } = props;
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      backdrop="static"
      animation={false}
      centered
      scrollable={scrollable}
      restoreFocus={false}
      className={className}
      aria-labelledby={titleId}
    >
      <ShownMark />
      <Modal.Header>
        <Modal.Title as="h2" id={titleId} className="h5" lang={titleLang}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </Modal>
  );
}
