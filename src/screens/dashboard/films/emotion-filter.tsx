import { useT } from '../../../i18n/use-t';
import {
  $emotionCounts,
  $showsFilter,
  type EmotionFilter as Filter,
  setEmotionFilter,
} from '../../../stores/shows';
import { useStore } from '../../../ui/use-store';

const FILTERS: readonly Filter[] = ['all', 'love', 'like', 'disappointed'];

/** All, love, like, disappointed as toggle buttons with their counts; a choice starts again at 30. */
export function EmotionFilter() {
  const { t } = useT();
  const current = useStore($showsFilter);
  const counts = useStore($emotionCounts);
  return (
    <fieldset className="emotion-filter" part="emotion-filter">
      <legend className="visually-hidden">{t('dashboard.films.filter')}</legend>
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="emotion-filter__button"
          aria-pressed={current === filter}
          onClick={() => setEmotionFilter(filter)}
        >
          {t(`dashboard.films.filters.${filter}`)}{' '}
          <span className="emotion-filter__count">({counts[filter]})</span>
        </button>
      ))}
    </fieldset>
  );
}
