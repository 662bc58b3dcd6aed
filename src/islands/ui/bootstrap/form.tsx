import {
  createContext,
  useContext,
  type FormHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { classNames } from './class-names';

/*
 * Bootstrap's form classes on plain elements, with react-bootstrap's shape (Form.Group gives its
 * controlId to the label's htmlFor and the control's id), so a screen reads as before.
 */
const ControlId = createContext<string | undefined>(undefined);

function FormRoot({ children, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return <form {...rest}>{children}</form>;
}

interface GroupProps extends HTMLAttributes<HTMLDivElement> {
  controlId?: string;
}
function Group({ controlId, ...rest }: GroupProps) {
  return (
    <ControlId.Provider value={controlId}>
      <div {...rest} />
    </ControlId.Provider>
  );
}

interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  visuallyHidden?: boolean;
}
function Label({ visuallyHidden, className, htmlFor, ...rest }: LabelProps) {
  const controlId = useContext(ControlId);
  return (
    <label
      className={classNames(className, 'form-label', visuallyHidden && 'visually-hidden')}
      htmlFor={htmlFor ?? controlId}
      {...rest}
    />
  );
}

interface ControlProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  isInvalid?: boolean;
  size?: 'sm' | 'lg';
  ref?: Ref<HTMLInputElement>;
}
function Control({ isInvalid, size, className, id, ...rest }: ControlProps) {
  const controlId = useContext(ControlId);
  return (
    <input
      id={id ?? controlId}
      className={classNames(className, 'form-control', size && `form-control-${size}`, isInvalid && 'is-invalid')}
      {...rest}
    />
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  isInvalid?: boolean;
  size?: 'sm' | 'lg';
  ref?: Ref<HTMLSelectElement>;
}
function Select({ isInvalid, size, className, id, ...rest }: SelectProps) {
  const controlId = useContext(ControlId);
  return (
    <select
      id={id ?? controlId}
      className={classNames(className, 'form-select', size && `form-select-${size}`, isInvalid && 'is-invalid')}
      {...rest}
    />
  );
}

interface CheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type: 'checkbox' | 'radio';
  label?: ReactNode;
  inline?: boolean;
  isInvalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}
/** A check box or radio with its label; without a label (aria-label instead) only the input. */
function Check({ label, inline, isInvalid, className, id, ...rest }: CheckProps) {
  const controlId = useContext(ControlId);
  const inputId = id ?? controlId;
  return (
    <div className={classNames(className, label !== undefined && 'form-check', inline && 'form-check-inline')}>
      <input id={inputId} className={classNames('form-check-input', isInvalid && 'is-invalid')} {...rest} />
      {label !== undefined && (
        <label htmlFor={inputId} className="form-check-label">
          {label}
        </label>
      )}
    </div>
  );
}

interface FeedbackProps extends HTMLAttributes<HTMLDivElement> {
  type?: 'invalid' | 'valid';
}
function Feedback({ type = 'valid', className, ...rest }: FeedbackProps) {
  return <div className={classNames(className, `${type}-feedback`)} {...rest} />;
}

interface TextProps extends HTMLAttributes<HTMLElement> {
  muted?: boolean;
}
function Text({ muted, className, ...rest }: TextProps) {
  return <small className={classNames(className, 'form-text', muted && 'text-muted')} {...rest} />;
}

export const Form = Object.assign(FormRoot, {
  Group,
  Label,
  Control: Object.assign(Control, { Feedback }),
  Select,
  Check,
  Text,
});
