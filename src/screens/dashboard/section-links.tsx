import { useT } from '../../i18n/use-t';
import { type Section, sectionPath } from '../../platform/paths';
import { $config } from '../../stores/config';
import { $loyaltyRuns } from '../../stores/loyalty-runs';
import { AppLink } from '../../ui/app-link';
import { Heading } from '../../ui/heading';
import { useStore } from '../../ui/use-store';

const SECTIONS: readonly Section[] = ['tickets', 'loyalty', 'profile', 'contact'];

/** Links to the other sections of the route table, each with a one-line description. */
export function SectionLinks() {
  const { t } = useT();
  const config = useStore($config);
  // Where the programme does not run, its link would only say so.
  const sections = useStore($loyaltyRuns) ? SECTIONS : SECTIONS.filter((section) => section !== 'loyalty');
  return (
    <nav className="section-links" part="sections" aria-labelledby="section-links-title">
      <Heading level={2} id="section-links-title">
        {t('dashboard.sections.heading')}
      </Heading>
      <ul className="section-links__list">
        {sections.map((section) => (
          <li key={section} className="section-links__item">
            <AppLink href={sectionPath(config, section)} className="section-links__link">
              <span className="section-links__name">{t(`dashboard.sections.${section}`)}</span>
              <span className="section-links__help">{t(`dashboard.sections.${section}Help`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
