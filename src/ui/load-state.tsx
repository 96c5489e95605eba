import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

type Props = {
  failed: boolean;
  loaded: boolean;
  loadingLabel: string;
  errorMessage: string;
  onRetry: () => unknown;
  /** Called only once loaded, so it may read the loaded data without checks. */
  children: () => ReactNode;
};

/** A block fed by a request: a spinner while it loads, what went wrong with a retry, else its content. */
export function LoadState({ failed, loaded, loadingLabel, errorMessage, onRetry, children }: Props) {
  if (failed) return <RetryAlert message={errorMessage} onRetry={onRetry} />;
  if (!loaded) return <Spinner label={loadingLabel} />;
  return <>{children()}</>;
}
