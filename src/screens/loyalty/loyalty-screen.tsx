import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { $client, isLoyaltyMember, loadClient } from '../../stores/client';
import { $loyalty, $offerId, loadLoyalty } from '../../stores/loyalty';
import { $session } from '../../stores/session-state';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { RetryAlert } from '../../ui/retry-alert';
import { useStore } from '../../ui/use-store';
import { SignInFirst, useSignedIn } from '../already-signed-in/sign-in-first';
import { asOfNow, doorOnline, useDoorSnapshot, useDoorWait, useWarmIntl } from '../shared/door';
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

const programmeIn = () => {
  const { client, error } = $client.get();
  const loyalty = $loyalty.get();
  const shown =
    client &&
    (!client.isLoyaltyAvailable || !isLoyaltyMember(client) || (loyalty.pointsHistory && loyalty.offersList));
  return !$session.get().token || Boolean(shown) || (Boolean(error || loyalty.error) && doorOnline());
};
const startProgramme = () => {
  const { client, loading, error } = $client.get();
  if (!$session.get().token) return;
  if (!client && !loading && !error) void loadClient();
  const loyalty = $loyalty.get();
  if (!loyalty.pointsHistory && !loyalty.loading && !loyalty.error) void loadLoyalty();
};

/** The loyalty programme (routes `{lang}/loyalty-program` and `m/{lang}/fidelity`). */
export function LoyaltyScreen({ offerId }: { offerId?: string }) {
  const { t, locale } = useT();
  useDoorWait([$session, $client, $loyalty], programmeIn, startProgramme);
  useWarmIntl();
  const signedIn = useSignedIn();
  const { client, loading, error } = useStore($client);
  const { offersList } = useStore($loyalty);
  // The offers' QR codes open offline at the counter (design.md section 7).
  useDoorSnapshot(client && offersList, () => ({
    offline: t('Kept.Offline', { time: asOfNow(locale) }),
  }));
  useEffect(() => $offerId.set(offerId || undefined), [offerId]);
  // The programme's calls leave with the account's, not after it: the offers' QR codes wait one round trip.
  // At mount too, before the render that learns the session is known (startProgramme reads it itself).
  useEffect(() => {
    if (signedIn !== false) startProgramme();
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
