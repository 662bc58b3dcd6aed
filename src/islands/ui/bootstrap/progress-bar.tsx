import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { classNames } from './class-names';

interface Props extends HTMLAttributes<HTMLDivElement> {
  /** 0–100. */
  now: number;
  label: string;
  /** Striped and moving: under way, how far unknown. */
  animated?: boolean;
}

/**
 * Bootstrap's progress bar with react-bootstrap's markup (the wrapper takes the caller's attributes,
 * the bar its role and value). The width is set through the element's style object after render,
 * not as a style attribute: the CSP allows no inline style.
 */
export function ProgressBar({ now, label, animated, className, ...rest }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (bar.current) bar.current.style.width = `${now}%`;
  }, [now]);
  return (
    <div className={classNames(className, 'progress')} {...rest}>
      <div
        ref={bar}
        role="progressbar"
        className={classNames('progress-bar', animated && 'progress-bar-animated progress-bar-striped')}
        aria-valuenow={now}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        {label}
      </div>
    </div>
  );
}
