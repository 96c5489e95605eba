import { useState } from 'react';
import { formatPrice } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import { $features } from '../../stores/settings-state';
import { $resending, addToWallet, type Order, resendTicket, type Ticket } from '../../stores/tickets';
import { Button } from '../../ui/button';
import { useIsland } from '../../ui/island-context';
import { QrCode } from '../../ui/qr-code';
import { useStore } from '../../ui/use-store';
import { TicketQrDialog } from './ticket-qr-dialog';

/** "2 Popcorn" when a quantity exists, else the label (spec section 3). */
export const optionLabel = (option: Ticket['options'][number]) =>
  option.quantity === undefined ? option.label : `${option.quantity} ${option.label}`;

type Props = { order: Order; ticket: Ticket; number: number; upcoming: boolean };

/** One ticket: tariff and seat, for a coming show its QR code right under them (the door first), then options and price. */
export function TicketItem({ order, ticket, number, upcoming }: Props) {
  const { t, locale } = useT();
  const { id: origin } = useIsland();
  // The button that opened the full-screen code: the focus goes back to it when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const sending = useStore($resending).has(`${order.id}/${ticket.id}`);
  const features = useStore($features);
  const { context } = useStore($config);
  // The wallet lives in the phone: only the app can add to it (design.md section 4).
  const wallet = context === 'webview' && features?.mobileApp.walletEnabled === true;
  const name = t('tickets.ticket.name', { number, label: ticket.label });
  const qrLabel = t('tickets.qr.label', { film: order.filmTitle, ticket: name });
  return (
    <div className="ticket" part="ticket">
      <p className="ticket__line">
        <strong>{name}</strong>
        {ticket.seat && <span>{t('tickets.ticket.seat', { seat: ticket.seat })}</span>}
      </p>
      {upcoming && (
        <div className="ticket__door">
          <QrCode value={ticket.qrCode} label={qrLabel} size={224} />
          <p className="ticket__hint">{t('tickets.qr.brighten')}</p>
          <div className="ticket__actions">
            <Button variant="secondary" onClick={(event) => setOpener(event.currentTarget)}>
              {t('tickets.qr.fullScreen')}
            </Button>
            {wallet && (
              <Button variant="secondary" onClick={() => addToWallet(order.id, ticket.id)}>
                {t('tickets.wallet')}
              </Button>
            )}
          </div>
          {opener && (
            <TicketQrDialog
              order={order}
              ticket={ticket}
              name={name}
              opener={opener}
              onClose={() => setOpener(null)}
            />
          )}
        </div>
      )}
      <p className="ticket__more">
        {ticket.options.length > 0 && (
          <span className="ticket__options">{`${t('tickets.ticket.options')} ${ticket.options.map(optionLabel).join(', ')}`}</span>
        )}
        <span className="ticket__price">
          {formatPrice(ticket.price, { currency: order.currencyCode, lang: locale })}
        </span>
      </p>
      {order.status === 'CONFIRMED' && (
        <Button
          variant="secondary"
          className="ticket__resend"
          busy={sending}
          busyLabel={t('tickets.resend.sending')}
          onClick={() => void resendTicket(order.id, ticket.id, origin)}
        >
          {t('tickets.resend.button')}
        </Button>
      )}
    </div>
  );
}
