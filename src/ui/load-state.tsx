import type { ReactNode } from 'react';
import { Placeholder } from './placeholder';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

type Props = {
  failed: boolean;
  loaded: boolean;
  loadingLabel: string;
  errorMessage: string;
  onRetry: () => unknown;
  /** Class of a placeholder the size of the loaded content; a bare wheel without it. */
  placeholder?: string;
  /** Called only once loaded, so it may read the loaded data without checks. */
  children: () => ReactNode;
};

/** A block fed by a request: a spinner while it loads, what went wrong with a retry, else its content. */
export function LoadState({
  failed,
  loaded,
  loadingLabel,
  errorMessage,
  onRetry,
  placeholder,
  children,
}: Props) {
  if (failed) return <RetryAlert message={errorMessage} onRetry={onRetry} />;
  if (!loaded)
    return placeholder ? (
      <Placeholder label={loadingLabel} className={placeholder} />
    ) : (
      <Spinner label={loadingLabel} />
    );
  return <>{children()}</>;
}
