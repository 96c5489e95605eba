import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { $client, loadClient } from '../../stores/client';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { MemberCard } from './member-card';
import { SectionLinks } from './section-links';

/** The first dashboard: greeting, member QR code and links to the other sections. */
export function DashboardScreen() {
  const { t } = useT();
  const { client, loading, error } = useStore($client);
  useEffect(() => {
    // Once per mount: a failure stays on screen with its retry button instead of looping.
    const state = $client.get();
    if (!state.client && !state.loading && !state.error) void loadClient();
  }, []);

  if (client) {
    return (
      <Page>
        <div className="dashboard" part="dashboard">
          <Heading level={1}>{t('dashboard.greeting', { name: client.firstName })}</Heading>
          <p className="dashboard__intro">{t('dashboard.intro')}</p>
          <div className="dashboard__grid">
            <MemberCard qrCode={client.qrCode} />
            <SectionLinks />
          </div>
        </div>
      </Page>
    );
  }
  return (
    <Page>
      {error && !loading ? <DashboardError onRetry={() => void loadClient()} /> : <DashboardSkeleton />}
    </Page>
  );
}
