import { useT } from '../i18n/use-t';
import { Button } from './button';

type Props = {
  message: string;
  onRetry: () => unknown;
  /** `status` for news that can wait (a call still trying), said politely; `alert` by default. */
  role?: 'alert' | 'status';
  /** The button's words when not plain "Retry" ("Retry now"). */
  retryLabel?: string;
};

/** A block that could not load, or is still trying: what happens, announced, and a way to try again. */
export function RetryAlert({ message, onRetry, role = 'alert', retryLabel }: Props) {
  const { t } = useT();
  return (
    <div role={role} className="retry-alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        {retryLabel ?? t('ui.Retry')}
      </Button>
    </div>
  );
}
