import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

interface Props extends HTMLAttributes<HTMLDivElement> {
  variant: 'info' | 'success' | 'warning' | 'danger' | 'secondary' | 'light';
  /** A close button (×) that calls onClose. */
  dismissible?: boolean;
  onClose?: () => void;
}

/** Bootstrap's alert on a plain element (role="alert" unless the caller gives another role). */
export function Alert({ variant, dismissible, onClose, className, role = 'alert', children, ...rest }: Props) {
  return (
    <div
      role={role}
      className={classNames(className, 'alert', `alert-${variant}`, dismissible && 'alert-dismissible')}
      {...rest}
    >
      {dismissible && <button type="button" className="btn-close" aria-label="閉じる" onClick={onClose} />}
      {children}
    </div>
  );
}
