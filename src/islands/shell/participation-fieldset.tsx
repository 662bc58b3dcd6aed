import { Button, Form } from '../ui/bootstrap';
import { Icon } from './icon';
import { participationWarning } from './participation-warning';

interface Props {
  editing: boolean;
  fit: boolean;
  nonFit: boolean;
  onFit: (v: boolean) => void;
  onNonFit: (v: boolean) => void;
  onToggleEdit: () => void;
  disabled: boolean;
}

/**
 * The two market checkboxes, read-only until the pencil is pressed. One button switches between
 * 編集 and 取消 so keyboard focus stays where it was.
 */
export function ParticipationFieldset({ editing, fit, nonFit, onFit, onNonFit, onToggleEdit, disabled }: Props) {
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
        checked={fit}
        disabled={!editing || disabled}
        onChange={(e) => onFit(e.currentTarget.checked)}
      />
      <Form.Check
        id="participation-non-fit"
        type="checkbox"
        label="非FIT市場"
        checked={nonFit}
        disabled={!editing || disabled}
        onChange={(e) => onNonFit(e.currentTarget.checked)}
      />
      <p className="participation-warning text-danger small mt-2 mb-0" role="status" aria-live="polite">
        {warning}
      </p>
    </fieldset>
  );
}
