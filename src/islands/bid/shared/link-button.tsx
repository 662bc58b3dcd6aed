import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface Props {
  href: string;
  variant: string;
  size?: 'sm';
  /** A link cannot be disabled: a disabled one is shown as a disabled button instead. */
  disabled?: boolean;
  children: ReactNode;
}

/** Navigation that looks like a button but stays a link for assistive technology. */
export function LinkButton({ href, variant, size, disabled, children }: Props) {
  if (disabled) {
    return (
      <Button variant={variant} size={size} disabled>
        {children}
      </Button>
    );
  }
  return (
    <a className={['btn', `btn-${variant}`, size ? `btn-${size}` : ''].join(' ')} href={href}>
      {children}
    </a>
  );
}
