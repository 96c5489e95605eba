import { Spinner } from './spinner';

/**
 * Where content is on its way: a wheel in a block already the size of what will come (`className`
 * sets it per block and width), so its arrival moves nothing below it.
 */
export function Placeholder({ label, className }: { label: string; className: string }) {
  return (
    <div className={`placeholder ${className}`} part="placeholder">
      <Spinner label={label} />
    </div>
  );
}
