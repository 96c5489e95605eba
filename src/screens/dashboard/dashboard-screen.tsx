import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { $client, loadClient } from '../../stores/client';
import { $session } from '../../stores/session-state';
import { $settings } from '../../stores/settings-state';
import { Heading } from '../../ui/heading';
import { useLater } from '../../ui/later';
import { Page } from '../../ui/layout';
import { useStore } from '../../ui/use-store';
import { SignInFirst, useSignedIn } from '../already-signed-in/sign-in-first';
import { asOfNow, doorData, useDoorSnapshot, useDoorWait, useWarmIntl } from '../shared/door';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { DeferredFilms } from './deferred-films';
import { LoyaltySummary } from './loyalty-summary';
import { MainCinema } from './main-cinema';
import { MemberCard } from './member-card';
import { PassCard } from './pass-card';
import { SectionLinks } from './section-links';

// Shown after the dashboard's data, never in its first paint: their code comes after it.
const loyaltyPopin = () => import('./later-parts').then((module) => module.LoyaltyPopin);
const privacyNote = () => import('./later-parts').then((module) => module.PrivacyNote);

const clientData = doorData($client, (state) => state.client, loadClient);

/** The member's home: greeting, member card, main cinema, loyalty, links, the pop-ins' notes, films. */
export function DashboardScreen() {
  const { t, locale } = useT();
  useDoorWait([$session, $client], clientData.ready, clientData.start);
  useWarmIntl();
  const signedIn = useSignedIn();
  const { client, loading, error } = useStore($client);
  // The member card's QR code opens offline at the box office (design.md section 7).
  useDoorSnapshot(client, () => ({
    offline: t('Kept.Offline', { time: asOfNow(locale) }),
  }));
  const privacy = useStore($settings)?.features.displayMyPrivacy;
  const loyaltyWanted = Boolean(client?.isLoyaltyPopinDisplayed && client.isLoyaltyAvailable);
  const LoyaltyPopin = useLater(loyaltyPopin, loyaltyWanted);
  const PrivacyNote = useLater(privacyNote, Boolean(client && privacy) && !loyaltyWanted);
  useEffect(() => {
    // Once per mount: a failure stays on screen with its retry button instead of looping.
    if (signedIn) clientData.start();
  }, [signedIn]);

  if (signedIn === false) return <SignInFirst />;
  if (client) {
    return (
      <Page>
        <div className="dashboard" part="dashboard">
          <Heading level={1}>{t('dashboard.greeting', { name: client.firstName })}</Heading>
          <p className="dashboard__intro">{t('dashboard.intro')}</p>
          {/* One flowing row layout (dashboard.css): every row full, so no column runs empty. */}
          <div className="dashboard__grid">
            <MemberCard qrCode={client.qrCode} />
            <MainCinema />
            <LoyaltySummary client={client} />
            <PassCard />
            <SectionLinks />
          </div>
          {/* Notes below the cards, never over the member card's code: one at a time, the loyalty one first. */}
          {loyaltyWanted
            ? LoyaltyPopin && <LoyaltyPopin client={client} />
            : privacy && PrivacyNote && <PrivacyNote />}
          <DeferredFilms />
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
