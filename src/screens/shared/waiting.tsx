import { useT } from '../../i18n/use-t';
import { $callsTrying, watchCalls } from '../../stores/calls-trying';
import { isCallOf, retryCallsNow } from '../../stores/retry-calls';
import { $settingsRetrying } from '../../stores/settings-state';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { useStore } from '../../ui/use-store';

// The elements that show this notice have their GETs watched from the moment their module loads.
watchCalls();

/**
 * A block fed by a call: the announced spinner and, from the call's first failed or slow try on, a
 * polite "still trying" with "retry now"; the retries go on behind. The settings
 * have their own notice (island-notices). Its words are in the `member` namespace, which the elements
 * showing it load. `calls` names the paths the block waits on (all calls when unset).
 */
export function Waiting({ label, calls }: { label: string; calls?: readonly string[] }) {
  const { t } = useT();
  const trying = useStore($callsTrying).some((call) => isCallOf(call, calls));
  const settingsRetrying = useStore($settingsRetrying);
  return (
    <>
      <Spinner label={label} />
      {trying && !settingsRetrying && (
        <RetryAlert
          role="status"
          message={t('StillTrying.Message')}
          retryLabel={t('StillTrying.RetryNow')}
          onRetry={() => retryCallsNow(calls)}
        />
      )}
    </>
  );
}
