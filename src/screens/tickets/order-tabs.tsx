import { type KeyboardEvent, useDeferredValue, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { $ordersTab, $ordersTabs, ORDER_TABS, type OrdersTab, selectOrdersTab } from '../../stores/tickets';
import { useStore } from '../../ui/use-store';
import { OrderPanel } from './order-panel';

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * All / in progress / canceled, each with how many orders it holds: the ARIA tabs pattern (arrow
 * keys move and select, Home and End jump, only the selected tab is in the tab order).
 */
export function OrderTabs() {
  const { t } = useT();
  const selected = useStore($ordersTab);
  const tabs = useStore($ordersTabs);
  // The pressed tab shows selected at once; its panel (cards and QR codes) renders after, interruptibly.
  const shown = useDeferredValue(selected);
  const refs = useRef<Partial<Record<OrdersTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = ORDER_TABS[move(ORDER_TABS.indexOf(selected), ORDER_TABS.length - 1)] ?? 'all';
    selectOrdersTab(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="order-tabs">
      <div role="tablist" aria-label={t('tickets.tabs.label')} className="order-tabs__list" part="tabs">
        {ORDER_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`orders-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`orders-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className="order-tabs__tab"
            part={tab === selected ? 'tab tab-selected' : 'tab'}
            onClick={() => selectOrdersTab(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`tickets.tabs.${tab}`)} <span className="order-tabs__count">{tabs[tab].total}</span>
          </button>
        ))}
      </div>
      <OrderPanel tab={shown} />
    </div>
  );
}
