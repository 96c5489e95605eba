import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

type Props = {
  failed: boolean;
  loaded: boolean;
  loadingLabel: string;
  errorMessage: string;
  onRetry: () => unknown;
  /** Shown while it loads instead of the bare spinner (a screen's "still trying" notice comes with it). */
  pending?: ReactNode;
  /** Called only once loaded, so it may read the loaded data without checks. */
  children: () => ReactNode;
};

/** A block fed by a request: a spinner while it loads, what went wrong with a retry, else its content. */
export function LoadState({ failed, loaded, loadingLabel, errorMessage, onRetry, pending, children }: Props) {
  if (failed) return <RetryAlert message={errorMessage} onRetry={onRetry} />;
  if (!loaded) return pending ?? <Spinner label={loadingLabel} />;
  return <>{children()}</>;
}
