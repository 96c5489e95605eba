import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { $session } from '../../stores/session-state';
import { $orders, loadOrders } from '../../stores/tickets';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { RetryAlert } from '../../ui/retry-alert';
import { useStore } from '../../ui/use-store';
import { SignInFirst, useSignedIn } from '../already-signed-in/sign-in-first';
import { asOfNow, doorData, useDoorSnapshot, useDoorWait, useWarmIntl } from '../shared/door';
import { Waiting } from '../shared/waiting';
import { KeptNote } from './kept-note';
import { OrderTabs } from './order-tabs';

const ordersData = doorData(
  $orders,
  (state) => state.orders,
  loadOrders,
  (state) => state.reading,
);

function Orders() {
  const { t } = useT();
  const { orders, loading, error, keptAsOf } = useStore($orders);
  // Once per mount: a failure stays on screen with its retry button instead of looping.
  useEffect(ordersData.start, []);
  if (!orders && error && !loading) return <RetryAlert message={t('tickets.error')} onRetry={loadOrders} />;
  if (!orders) return <Waiting label={t('tickets.loading')} />;
  return (
    <>
      {keptAsOf && <KeptNote />}
      <OrderTabs />
    </>
  );
}

/**
 * The member's e-tickets (route `{lang}/e-tickets`): orders in three tabs, a QR code per coming
 * ticket, and the last loaded orders kept on the device for the cinema door.
 */
export function TicketsScreen({ serviceWorker }: { serviceWorker?: string }) {
  const { t, locale } = useT();
  useDoorWait([$session, $orders], ordersData.ready, ordersData.start, ordersData.reading);
  useWarmIntl();
  const signedIn = useSignedIn();
  const { orders, loading, keptAsOf } = useStore($orders);
  useDoorSnapshot(
    !keptAsOf && !loading && orders,
    () => {
      const time = asOfNow(locale);
      return { offline: t('tickets.kept.offline', { time }), online: t('tickets.kept.updating', { time }) };
    },
    serviceWorker,
  );
  useEffect(() => {
    // After the first paint: the worker serves the next visit, not this one.
    if (signedIn) void import('../../stores/door').then((door) => door.prepareOfflineWorker(serviceWorker));
  }, [signedIn, serviceWorker]);
  return (
    <Page>
      <div className="tickets" part="tickets">
        <Heading level={1}>{t('tickets.title')}</Heading>
        {signedIn === false ? (
          <SignInFirst />
        ) : signedIn ? (
          <Orders />
        ) : (
          <Waiting label={t('tickets.loading')} />
        )}
      </div>
    </Page>
  );
}
