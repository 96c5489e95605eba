import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { $shownOffer } from '../../stores/loyalty';
import { Heading } from '../../ui/heading';
import { QrCode } from '../../ui/qr-code';
import { useStore } from '../../ui/use-store';

/** The shown offer: its remaining points, next expiry and QR code (spec section 4); 0 points without one. */
export function OfferCard() {
  const { t, locale } = useT();
  const { offer, pointsRemaining, nextExpiry } = useStore($shownOffer);
  return (
    <section className="offer" part="offer" aria-labelledby="offer-title">
      <Heading level={2} id="offer-title">
        {offer ? offer.name : t('loyalty.offer.none')}
      </Heading>
      <p className="offer__points">
        {t('loyalty.offer.remaining', { count: pointsRemaining, points: pointsRemaining })}
      </p>
      {nextExpiry && (
        <p>
          {t('loyalty.offer.expiry', {
            count: nextExpiry.points,
            points: nextExpiry.points,
            date: formatDate(nextExpiry.date, locale),
          })}
        </p>
      )}
      {offer && <QrCode value={offer.qrCode} label={t('loyalty.offer.qrLabel', { name: offer.name })} />}
    </section>
  );
}
