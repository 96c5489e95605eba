import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * Where content is on its way: a wheel in a block already the size of what will come (`className`
 * sets it per block and width), so its arrival moves nothing below it (issue 22). `children`
 * replace the wheel (a wheel with a notice that fits the same block).
 */
export function Placeholder({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={`placeholder ${className}`} part="placeholder">
      {children ?? <Spinner label={label} />}
    </div>
  );
}
