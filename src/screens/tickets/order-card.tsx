import { memo } from 'react';
import { formatDate, formatPrice } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { isUpcoming, type Order } from '../../stores/tickets';
import { Heading } from '../../ui/heading';
import { TicketItem } from './ticket-item';

/**
 * One order: film, status, date and time, cinema and room, then its tickets (their codes as high on a
 * phone as they can be), then number and total (memo: "show more" renders only the new ones).
 */
export const OrderCard = memo(function OrderCard({ order }: { order: Order }) {
  const { t, locale } = useT();
  const titleId = `order-${order.id}`;
  const canceled = order.status === 'CANCELED_CONFIRMED';
  const upcoming = isUpcoming(order);
  return (
    <article className={`order${canceled ? ' order--canceled' : ''}`} part="order" aria-labelledby={titleId}>
      <header className="order__header">
        <Heading level={2} id={titleId}>
          {order.filmTitle}
        </Heading>
        <span className={`order__status order__status--${canceled ? 'canceled' : 'confirmed'}`}>
          {t(`tickets.status.${order.status}`)}
        </span>
      </header>
      <p className="order__when">
        <time dateTime={order.date}>
          {formatDate(order.date, locale, { dateStyle: 'full', timeStyle: 'short' })}
        </time>
      </p>
      <p className="order__where">{`${order.cinemaName} · ${order.room}`}</p>
      <ul className="order__tickets">
        {order.tickets.map((ticket, index) => (
          <li key={ticket.id}>
            <TicketItem order={order} ticket={ticket} number={index + 1} upcoming={upcoming} />
          </li>
        ))}
      </ul>
      <dl className="order__facts">
        <div>
          <dt>{t('tickets.order.number')}</dt>
          <dd>{order.id}</dd>
        </div>
        <div>
          <dt>{t('tickets.order.total')}</dt>
          <dd>{formatPrice(order.totalPrice, { currency: order.currencyCode, lang: locale })}</dd>
        </div>
      </dl>
    </article>
  );
});
