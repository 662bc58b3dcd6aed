import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

interface Props extends HTMLAttributes<HTMLElement> {
  animation?: 'border' | 'grow';
  size?: 'sm';
  as?: 'div' | 'span';
}

/** Bootstrap's spinner on a plain element; its text or aria-label is the caller's. */
export function Spinner({ animation = 'border', size, as: Tag = 'div', className, ...rest }: Props) {
  const kind = `spinner-${animation}`;
  return <Tag className={classNames(className, kind, size && `${kind}-${size}`)} {...rest} />;
}
