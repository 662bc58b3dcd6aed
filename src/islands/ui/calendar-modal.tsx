import Modal from 'react-bootstrap/Modal';
import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import { CalendarGrid } from './calendar-grid';

export interface CalendarModalProps {
  show: boolean;
  label: string;
  /** The date the grid opens on: the field's value, else the business date. */
  initial: IsoDate;
  selected: IsoDate | null;
  today: IsoDate;
  todayLabel: string;
  /** False when the owner moves the focus itself on closing (the time box of a date and time field). */
  restoreFocus: boolean;
  onSelect: (date: IsoDate) => void;
  onClose: () => void;
}

/**
 * The date field's calendar dialog: react-bootstrap's Modal hosts our grid, so Tab stays inside,
 * Escape or a click beside it closes, and the focus goes back to the calendar button.
 */
export default function CalendarModal({ show, label, restoreFocus, onClose, ...grid }: CalendarModalProps) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      animation={false}
      centered
      restoreFocus={restoreFocus}
      dialogClassName="calendar-modal"
      aria-label={`${label}の日付を選択`}
    >
      <CalendarGrid {...grid} onClose={onClose} />
    </Modal>
  );
}
