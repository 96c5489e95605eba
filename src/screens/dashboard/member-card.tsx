import { useT } from '../../i18n/use-t';
import { $loyaltyRuns } from '../../stores/loyalty-runs';
import { Heading } from '../../ui/heading';
import { QrCode } from '../../ui/qr-code';
import { useStore } from '../../ui/use-store';

/** The member QR code shown at the cinema checkout, with the code as text for manual entry. */
export function MemberCard({ qrCode }: { qrCode: string }) {
  const { t } = useT();
  // Where the programme does not run, the card says what it is for without points.
  const runs = useStore($loyaltyRuns);
  return (
    <section className="member-card" part="member-card" aria-labelledby="member-card-title">
      <Heading level={2} id="member-card-title">
        {t('dashboard.card.heading')}
      </Heading>
      <QrCode value={qrCode} label={t('dashboard.card.qrLabel', { code: qrCode })} showValue={false} />
      <p className="member-card__code">
        <span className="member-card__code-label">{t('dashboard.card.code')}</span>{' '}
        <span className="member-card__code-value">{qrCode}</span>
      </p>
      <p className="member-card__help">{t(runs ? 'dashboard.card.help' : 'dashboard.card.help_noLoyalty')}</p>
    </section>
  );
}
