import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { $client, isLoyaltyMember, loadClient } from '../../stores/client';
import { $loyalty, $offerId, loadLoyalty } from '../../stores/loyalty';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { RetryAlert } from '../../ui/retry-alert';
import { useStore } from '../../ui/use-store';
import { SignInFirst, useSignedIn } from '../already-signed-in/sign-in-first';
import { Waiting } from '../shared/waiting';
import { JoinProgramme } from './join-programme';
import { OfferCard } from './offer-card';
import { PointsList } from './points-list';

function Programme() {
  const { t } = useT();
  const { pointsHistory, offersList, loading, error } = useStore($loyalty);
  useEffect(() => {
    const state = $loyalty.get();
    if (!state.pointsHistory && !state.loading && !state.error) void loadLoyalty();
  }, []);
  if (error && !loading) return <RetryAlert message={t('loyalty.error')} onRetry={loadLoyalty} />;
  if (!pointsHistory || !offersList) return <Waiting label={t('loyalty.loading')} />;
  return (
    // One flowing row layout (loyalty.css): the offer and both lists side by side as width allows.
    <div className="loyalty__grid">
      <OfferCard />
      <PointsList list="earned" />
      <PointsList list="consumed" />
    </div>
  );
}

/** The loyalty programme (routes `{lang}/loyalty-program` and `m/{lang}/fidelity`). */
export function LoyaltyScreen({ offerId }: { offerId?: string }) {
  const { t } = useT();
  const signedIn = useSignedIn();
  const { client, loading, error } = useStore($client);
  useEffect(() => $offerId.set(offerId || undefined), [offerId]);
  useEffect(() => {
    const state = $client.get();
    if (signedIn && !state.client && !state.loading && !state.error) void loadClient();
  }, [signedIn]);
  if (signedIn === false) return <SignInFirst />;
  let body = <Waiting label={t('loyalty.loading')} />;
  if (client && !client.isLoyaltyAvailable) body = <p>{t('loyalty.unavailable')}</p>;
  else if (client && !isLoyaltyMember(client)) body = <JoinProgramme />;
  else if (client) body = <Programme />;
  else if (error && !loading) body = <RetryAlert message={t('loyalty.error')} onRetry={loadClient} />;
  return (
    <Page>
      <div className="loyalty" part="loyalty">
        <Heading level={1}>{t('loyalty.title')}</Heading>
        {body}
      </div>
    </Page>
  );
}
