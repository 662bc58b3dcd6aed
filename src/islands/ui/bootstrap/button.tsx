import type { ButtonHTMLAttributes, Ref } from 'react';
import { classNames } from './class-names';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary, secondary, outline-primary, link…: Bootstrap's btn-{variant}. */
  variant?: string;
  size?: 'sm' | 'lg';
  /** A link that looks like a button (navigation, not an action). */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Bootstrap's button on a plain <button> (type="button" unless told), or an <a> when given href. */
export function Button({ variant = 'primary', size, href, className, type = 'button', children, ...rest }: Props) {
  const classes = classNames(className, 'btn', `btn-${variant}`, size && `btn-${size}`);
  if (href !== undefined)
    return (
      <a role="button" href={href} className={classes} title={rest.title} aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  return (
    <button type={type} className={classes} {...rest}>
      {children}
    </button>
  );
}
