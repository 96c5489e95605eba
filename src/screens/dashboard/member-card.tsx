import { useT } from '../../i18n/use-t';
import { Heading } from '../../ui/heading';
import { QrCode } from '../../ui/qr-code';

/** The member QR code shown at the cinema checkout, with the code as text for manual entry. */
export function MemberCard({ qrCode }: { qrCode: string }) {
  const { t } = useT();
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
      <p className="member-card__help">{t('dashboard.card.help')}</p>
    </section>
  );
}
