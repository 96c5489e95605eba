import { useT } from '../i18n/use-t';
import { retrySettings } from '../stores/settings-actions';
import { $settingsError, $settingsRetrying } from '../stores/settings-state';
import { Button } from '../ui/button';
import { useStore } from '../ui/use-store';

/** An attribute the element could not use: which, what it said, what it uses instead. */
export type AttributeProblem = { name: string; value: string; allowed: string; used: string };

/**
 * What an element says above its screen instead of failing silently: settings that did not load
 * (a 500, a timeout, an `api-base` that does not answer), with a way to try again,
 * and attributes it had to ignore.
 */
export function IslandNotices({
  problems,
  settings,
}: {
  problems: readonly AttributeProblem[];
  settings: boolean;
}) {
  const { t } = useT();
  // Said from the first failed try on, while the retries go on behind (spec: up to 10).
  const failed = useStore($settingsError);
  const retrying = useStore($settingsRetrying);
  const error = failed || retrying;
  return (
    <>
      {problems.map((problem) => (
        <p key={problem.name} className="island-notice" role="status" part="notice">
          {t('Attribute.Invalid', problem)}
        </p>
      ))}
      {settings && error && (
        <div className="island-notice island-notice--error" role="alert" part="notice">
          <p>
            <strong>{t('Service.Unavailable')}</strong> {t('Service.UnavailableHelp')}
          </p>
          <Button variant="secondary" onClick={() => void retrySettings()}>
            {t('Service.Retry')}
          </Button>
        </div>
      )}
    </>
  );
}
