import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { keepScreenOn } from '../../platform/wake-lock';
import type { Order, Ticket } from '../../stores/tickets';
import { Dialog } from '../../ui/dialog';
import { QrCode } from '../../ui/qr-code';

type Props = { order: Order; ticket: Ticket; name: string; opener: HTMLElement; onClose: () => void };

/**
 * The ticket's QR code as large as the screen allows, dark on white whatever the theme, for a
 * scanner at the door; the screen stays on while it is open (where the browser lets it).
 */
export function TicketQrDialog({ order, ticket, name, opener, onClose }: Props) {
  const { t } = useT();
  useEffect(keepScreenOn, []);
  return (
    <Dialog
      title={`${order.filmTitle} · ${name}`}
      closeLabel={t('tickets.qr.close')}
      onClose={onClose}
      opener={opener}
      fullScreen
    >
      <div className="door-code">
        <QrCode
          value={ticket.qrCode}
          label={t('tickets.qr.label', { film: order.filmTitle, ticket: name })}
          size={512}
        />
      </div>
      <div className="door-code__text">
        <p className="ticket__hint">{t('tickets.qr.brighten')}</p>
        {ticket.seat && <p>{t('tickets.ticket.seat', { seat: ticket.seat })}</p>}
      </div>
    </Dialog>
  );
}
