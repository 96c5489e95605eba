import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { $client } from '../../stores/client';
import { $shownOffer } from '../../stores/loyalty';
import { Heading } from '../../ui/heading';
import { QrCode } from '../../ui/qr-code';
import { useStore } from '../../ui/use-store';

/**
 * The shown offer: the member's balance beside the offer's remaining points, each labelled,
 * its next expiry and QR code (spec section 4); 0 points without one.
 */
export function OfferCard() {
  const { t, locale } = useT();
  const { offer, pointsRemaining, nextExpiry } = useStore($shownOffer);
  const balance = useStore($client).client?.points ?? 0;
  const points = (count: number) =>
    t('loyalty.figures.points', { count, points: new Intl.NumberFormat(locale).format(count) });
  return (
    <section className="offer" part="offer" aria-labelledby="offer-title">
      <Heading level={2} id="offer-title">
        {offer ? offer.name : t('loyalty.offer.none')}
      </Heading>
      <div className="offer__text">
        <dl className="offer__figures">
          <div className="offer__figure" part="balance">
            <dt>{t('loyalty.figures.balance')}</dt>
            <dd className="offer__points">{points(balance)}</dd>
          </div>
          <div className="offer__figure" part="offer-points">
            <dt>{t('loyalty.figures.remaining')}</dt>
            <dd className="offer__points">{points(pointsRemaining)}</dd>
          </div>
        </dl>
        {nextExpiry && (
          <p>
            {t('loyalty.offer.expiry', {
              count: nextExpiry.points,
              points: nextExpiry.points,
              date: formatDate(nextExpiry.date, locale),
            })}
          </p>
        )}
      </div>
      {offer && <QrCode value={offer.qrCode} label={t('loyalty.offer.qrLabel', { name: offer.name })} />}
    </section>
  );
}
