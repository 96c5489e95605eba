import { useT } from '../../i18n/use-t';
import { sectionPath } from '../../platform/paths';
import type { Client } from '../../stores/client';
import { isLoyaltyMember } from '../../stores/client';
import { $config } from '../../stores/config';
import { AppLink } from '../../ui/app-link';
import { Heading } from '../../ui/heading';
import { useStore } from '../../ui/use-store';

/** Level and points where the country runs the programme; an invitation for those not in it yet. */
export function LoyaltySummary({ client }: { client: Client }) {
  const { t, locale } = useT();
  const config = useStore($config);
  if (!client.isLoyaltyAvailable) return null;
  const member = isLoyaltyMember(client);
  const points = new Intl.NumberFormat(locale).format(client.points ?? 0);
  return (
    <section className="loyalty-summary" part="loyalty-summary" aria-labelledby="loyalty-summary-title">
      <Heading level={2} id="loyalty-summary-title">
        {t('dashboard.loyalty.heading')}
      </Heading>
      {member ? (
        <>
          <p className="loyalty-summary__level">{t('dashboard.loyalty.member')}</p>
          <p className="loyalty-summary__points">
            {t('dashboard.loyalty.points', { count: client.points ?? 0, points })}
          </p>
        </>
      ) : (
        <p>{t('dashboard.loyalty.invite')}</p>
      )}
      <AppLink href={sectionPath(config, 'loyalty')}>
        {t(member ? 'dashboard.loyalty.see' : 'dashboard.loyalty.join')}
      </AppLink>
    </section>
  );
}
