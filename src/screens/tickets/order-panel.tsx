import { memo, useDeferredValue } from 'react';
import { useT } from '../../i18n/use-t';
import { $ordersTabs, type OrdersTab, showMoreOrders } from '../../stores/tickets';
import { Button } from '../../ui/button';
import { useStore } from '../../ui/use-store';
import { OrderCard } from './order-card';

/** The selected tab's orders, how many of them show under them (the first code high), one page more on "show more". */
export const OrderPanel = memo(function OrderPanel({ tab }: { tab: OrdersTab }) {
  const { t } = useT();
  // "Show more" paints its press first; the new cards render after, interruptibly.
  const { items, total, hasMore } = useDeferredValue(useStore($ordersTabs))[tab];
  return (
    <div
      role="tabpanel"
      id={`orders-panel-${tab}`}
      aria-labelledby={`orders-tab-${tab}`}
      className="order-panel"
      part="orders"
    >
      {total === 0 ? (
        <p className="order-panel__empty">{t(`tickets.empty.${tab}`)}</p>
      ) : (
        <>
          <ol className="order-panel__list">
            {items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
          <p className="order-panel__count" role="status">
            {t('tickets.showing', { count: total, shown: items.length, total })}
          </p>
          {hasMore && (
            <Button variant="secondary" onClick={() => showMoreOrders(tab)}>
              {t('tickets.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
});
