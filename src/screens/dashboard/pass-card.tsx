import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { $subscriptionPass } from '../../stores/subscription-pass';
import { Heading } from '../../ui/heading';
import { useStore } from '../../ui/use-store';

/** The member's subscription pass (number and end date), where the settings show it and its cookie holds one. */
export function PassCard() {
  const { t, locale } = useT();
  const pass = useStore($subscriptionPass);
  if (!pass) return null;
  return (
    <section className="pass-card" part="pass" aria-labelledby="pass-title">
      <Heading level={2} id="pass-title">
        {t('dashboard.pass.title')}
      </Heading>
      <div className="pass-card__number">{pass.number}</div>
      <p>{t('dashboard.pass.validUntil', { date: formatDate(pass.validUntil, locale) })}</p>
    </section>
  );
}
