import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t';
import { $callsTrying, retryCallsNow } from '../../stores/calls-trying';
import { $settingsRetrying } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/**
 * Said under a block waiting on a call, from its first failed or slow try on (issue 25 point 1): still
 * trying, politely, with a way to try again now; the retries go on behind. The live region is always
 * there so its words are announced when they come. The settings have their own notice (island-notices).
 */
export function StillTrying() {
  const { t } = useT();
  const calls = useStore($callsTrying);
  const settingsRetrying = useStore($settingsRetrying);
  const trying = calls.length > 0 && !settingsRetrying;
  return (
    <div className="still-trying" part="notice">
      <p role="status">{trying ? t('Service.StillTrying') : ''}</p>
      {trying && (
        <Button variant="secondary" onClick={retryCallsNow}>
          {t('Service.RetryNow')}
        </Button>
      )}
    </div>
  );
}

/** A block fed by a call: the announced spinner, and "still trying" once a try failed or is slow. */
export function Waiting({ label }: { label: string }) {
  return (
    <>
      <Spinner label={label} />
      <StillTrying />
    </>
  );
}
