import { useEffect, useState } from 'react';
import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { $orders, loadOrders } from '../../stores/tickets';
import { Button } from '../../ui/button';
import { useStore } from '../../ui/use-store';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

// A kept time is a real instant (it ends in Z), unlike the API's show times: read it as one.
/** Says the orders shown are the copy kept on this device, and from when; offers to update them. */
export function KeptNote() {
  const { t, locale } = useT();
  const online = useOnline();
  const { keptAsOf = '', loading } = useStore($orders);
  const time = formatDate(new Date(keptAsOf), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const state = !online ? 'offline' : loading ? 'updating' : 'failed';
  return (
    <div className="kept-note" part="kept-note" role="status">
      <p>{t(`tickets.kept.${state}`, { time })}</p>
      {state === 'failed' && (
        <Button variant="secondary" onClick={() => void loadOrders()}>
          {t('ui.Retry')}
        </Button>
      )}
    </div>
  );
}
