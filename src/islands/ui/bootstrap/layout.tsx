import type { HTMLAttributes, TableHTMLAttributes } from 'react';
import { classNames } from './class-names';

/** Bootstrap's grid row. */
export function Row({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(className, 'row')} {...rest} />;
}

type Span = number | 'auto' | true;
interface ColProps extends HTMLAttributes<HTMLDivElement> {
  xs?: Span;
  sm?: Span;
  md?: Span;
  lg?: Span;
  xl?: Span;
}

const colClass = (breakpoint: string, span: Span | undefined) =>
  span === undefined ? '' : span === true ? `col${breakpoint}` : `col${breakpoint}-${span}`;

/** Bootstrap's grid column: col-{breakpoint}-{span}, or col when no span is given. */
export function Col({ xs, sm, md, lg, xl, className, ...rest }: ColProps) {
  const spans = [colClass('', xs), colClass('-sm', sm), colClass('-md', md), colClass('-lg', lg), colClass('-xl', xl)];
  const chosen = spans.filter(Boolean);
  return <div className={classNames(className, ...(chosen.length ? chosen : ['col']))} {...rest} />;
}

interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  size?: 'sm';
  hover?: boolean;
  striped?: boolean;
  bordered?: boolean;
  /** Scrolls sideways inside its own box (div.table-responsive) on a narrow screen. */
  responsive?: boolean;
}

/** Bootstrap's table classes on a plain <table>. */
export function Table({ size, hover, striped, bordered, responsive, className, ...rest }: TableProps) {
  const table = (
    <table
      className={classNames(
        className,
        'table',
        size && `table-${size}`,
        striped && 'table-striped',
        bordered && 'table-bordered',
        hover && 'table-hover',
      )}
      {...rest}
    />
  );
  return responsive ? <div className="table-responsive">{table}</div> : table;
}
