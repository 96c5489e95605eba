import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Heading } from '../../ui/heading';
import { Waiting } from '../shared/waiting';

/** Grey blocks in the shape of the dashboard, with the wait announced once. */
export function DashboardSkeleton() {
  const { t } = useT();
  return (
    <div className="dashboard dashboard--loading" part="dashboard" aria-busy="true">
      <Waiting label={t('dashboard.loading')} />
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="dashboard__grid" aria-hidden="true">
        <div className="skeleton skeleton--card" />
        <div className="skeleton skeleton--card" />
      </div>
    </div>
  );
}

/** Loading accounts/me failed: say so and offer a retry. */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="dashboard dashboard--error" part="dashboard" role="alert">
      <Heading level={1}>{t('dashboard.error')}</Heading>
      <p>{t('dashboard.errorHelp')}</p>
      <Button onClick={onRetry}>{t('ui.Retry')}</Button>
    </div>
  );
}
