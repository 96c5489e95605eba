import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t';
import { $shows, loadShows } from '../../../stores/shows';
import { Heading } from '../../../ui/heading';
import { RetryAlert } from '../../../ui/retry-alert';
import { useStore } from '../../../ui/use-store';
import { useCatalogueHome } from '../../shared/catalogue-links';
import { Waiting } from '../../shared/waiting';
import { EmotionFilter } from './emotion-filter';
import { FilmsList } from './films-list';

/** "My films": the member's shows with an emotion filter, loading, empty and failure states. */
export function FilmsBlock() {
  const { t } = useT();
  const { entries, loading, error } = useStore($shows);
  const home = useCatalogueHome();
  useEffect(() => {
    const state = $shows.get();
    if (!state.entries && !state.loading && !state.error) void loadShows();
  }, []);
  let body = <Waiting label={t('dashboard.films.loading')} />;
  if (entries && entries.length === 0) {
    body = (
      <div className="films__empty">
        <p>{t('dashboard.films.empty')}</p>
        {home && <a href={home}>{t('dashboard.films.browse')}</a>}
      </div>
    );
  } else if (entries) {
    body = (
      <>
        <EmotionFilter />
        <FilmsList />
      </>
    );
  } else if (error && !loading) {
    body = <RetryAlert message={t('dashboard.films.error')} onRetry={loadShows} />;
  }
  return (
    <section className="films" part="films" aria-labelledby="films-title">
      <Heading level={2} id="films-title">
        {t('dashboard.films.heading')}
      </Heading>
      {body}
    </section>
  );
}
