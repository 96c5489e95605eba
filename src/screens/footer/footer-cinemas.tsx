import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import { $footer, $footerQuestions, loadFooter } from '../../stores/footer';
import { $settings } from '../../stores/settings-state';
import { useStore } from '../../ui/use-store';
import { LoadWaiting } from '../shared/load-waiting';

/** The country's cinemas, each a link to its page on the catalogue site. */
export function FooterCinemas() {
  const { t } = useT();
  const { cinemas, cinemasError } = useStore($footer);
  const { lang } = useStore($config);
  // While the questions load, their block says it for both calls; after, this block says it for its own.
  const questionsIn = Boolean(useStore($footerQuestions));
  const catalogue = useStore($settings)?.paramsUrls.catalogueUrl.replace(/\/+$/, '') ?? '';
  return (
    <nav className="footer__cinema-list" aria-labelledby="footer-cinemas-title">
      <h2 id="footer-cinemas-title" className="footer__title">
        {t('footer.cinemasTitle')}
      </h2>
      <LoadWaiting
        failed={Boolean(cinemasError)}
        loaded={Boolean(cinemas)}
        loadingLabel={t('footer.loading')}
        errorMessage={t('footer.cinemasError')}
        onRetry={loadFooter}
        placeholder="placeholder--cinemas"
        calls={questionsIn ? ['cinemas'] : []}
      >
        {() => (
          <ul className="footer__cinemas">
            {cinemas?.map((cinema) => (
              <li key={cinema.id}>
                <a href={`${catalogue}/${lang}/cinemas/${encodeURIComponent(cinema.id)}`} part="cinema-link">
                  {cinema.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </LoadWaiting>
    </nav>
  );
}
