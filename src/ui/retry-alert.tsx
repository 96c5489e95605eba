import { useT } from '../i18n/use-t';
import { Button } from './button';

/** A block that could not load: what happened, announced, and a way to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const { t } = useT();
  return (
    <div role="alert" className="retry-alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        {t('ui.Retry')}
      </Button>
    </div>
  );
}
