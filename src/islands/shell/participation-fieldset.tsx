import type { FieldRegistration } from '../ui/field-registration';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Icon } from './icon';
import { participationWarning } from './participation-warning';

interface Props {
  editing: boolean;
  /** The boxes as ticked now (for the warning). */
  fit: boolean;
  nonFit: boolean;
  fitRegistration: FieldRegistration;
  nonFitRegistration: FieldRegistration;
  onToggleEdit: () => void;
  disabled: boolean;
}

/**
 * The two market checkboxes, read-only until the pencil is pressed. One button switches between
 * 編集 and 取消 so keyboard focus stays where it was.
 */
export function ParticipationFieldset(props: Props) {
  const { editing, fit, nonFit, fitRegistration, nonFitRegistration, onToggleEdit, disabled } = props;
  const warning = editing ? participationWarning(fit, nonFit) : null;
  return (
    <fieldset className="participation">
      {/* The legend must stay the fieldset's first child to name the group; the button floats beside it. */}
      <legend className="participation-legend">参加市場</legend>
      <Button
        variant="link"
        className="icon-button"
        aria-label={editing ? '取消' : '編集'}
        title={editing ? '取消' : '編集'}
        onClick={onToggleEdit}
        disabled={disabled}
      >
        <Icon name={editing ? 'cancel' : 'edit'} />
      </Button>
      <div className="clearfix" />
      <Form.Check
        id="participation-fit"
        type="checkbox"
        label="FIT市場"
        disabled={!editing || disabled}
        {...fitRegistration}
      />
      <Form.Check
        id="participation-non-fit"
        type="checkbox"
        label="非FIT市場"
        disabled={!editing || disabled}
        {...nonFitRegistration}
      />
      <p className="participation-warning text-danger small mt-2 mb-0" role="status" aria-live="polite">
        {warning}
      </p>
    </fieldset>
  );
}
