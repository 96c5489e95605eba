import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import { $footer, loadFooter } from '../../stores/footer';
import { $settings } from '../../stores/settings-state';
import { LoadState } from '../../ui/load-state';

/** The country's cinemas, each a link to its page on the catalogue site. */
export function FooterCinemas() {
  const { t } = useT();
  const { cinemas, cinemasError } = useStore($footer);
  const { lang } = useStore($config);
  const catalogue = useStore($settings)?.paramsUrls.catalogueUrl.replace(/\/+$/, '') ?? '';
  return (
    <nav className="footer__cinema-list" aria-labelledby="footer-cinemas-title">
      <h2 id="footer-cinemas-title" className="footer__title">
        {t('footer.cinemasTitle')}
      </h2>
      <LoadState
        failed={Boolean(cinemasError)}
        loaded={Boolean(cinemas)}
        loadingLabel={t('footer.loading')}
        errorMessage={t('footer.cinemasError')}
        onRetry={loadFooter}
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
      </LoadState>
    </nav>
  );
}
