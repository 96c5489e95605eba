import { memo } from 'react';
import { formatDate, formatRelative } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { type EmotionId, hasStarted, RATING_OPTIONS, rateShow, type ShowEntry } from '../../../stores/shows';
import { FormatBadges } from '../../../ui/format-badge';
import type { useShowHref } from './show-href';

// Short, so date and cinema share one line on a phone.
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

// The select's value is the rating id; "" is the spec's "Rated" entry (not rated).
const toEmotion = (value: string): EmotionId =>
  value === '3' ? 3 : value === '2' ? 2 : value === '1' ? 1 : null;

/** The rating of a show that has started: a compact select, its label shown from tablet width up. */
function Rating({ show, busy }: { show: ShowEntry; busy: boolean }) {
  const { t } = useT();
  const ratingId = `show-rating-${show.id}`;
  return (
    <div className="show__rating">
      <label className="show__rating-label" htmlFor={ratingId}>
        {t('dashboard.films.rate')}
        <span className="visually-hidden">{` ${show.title}`}</span>
      </label>
      <select
        id={ratingId}
        className="field__input field__select show__select"
        part="select"
        value={show.emotion ?? ''}
        aria-busy={busy || undefined}
        onChange={(event) => void rateShow(show.id, toEmotion(event.currentTarget.value))}
      >
        {RATING_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {t(`dashboard.films.rating.${option.code || 'none'}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One show in three short rows: title with its format badges; date and cinema on one line; whether it
 * was seen beside the rating once the show has started, or when it is before that (no rating yet).
 */
export const ShowCard = memo(function ShowCard({
  show,
  busy,
  hrefOf,
}: {
  show: ShowEntry;
  busy: boolean;
  hrefOf: ReturnType<typeof useShowHref>;
}) {
  const { t, locale } = useT();
  const started = hasStarted(show);
  const date = formatDate(show.date, locale, DATE_TIME);
  return (
    <li className={started ? 'show' : 'show show--coming'} part="film">
      {show.poster ? (
        <img
          className="show__poster"
          src={show.poster}
          alt=""
          width="60"
          height="90"
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="show__head">
        <h3 className="show__title">
          <a href={hrefOf(show)}>{show.title}</a>
        </h3>
        <FormatBadges formats={show.formats} label={t('dashboard.films.formats')} />
      </div>
      <p className="show__meta">
        <time dateTime={show.date}>{date}</time>
        {show.cinemaName && <span>{` · ${show.cinemaName}`}</span>}
      </p>
      <p className="show__intention">
        {t(`dashboard.films.intention.${show.intention}`)}
        {!started &&
          ` · ${t('dashboard.films.upcoming', { when: formatRelative(show.date, new Date(), locale) })}`}
      </p>
      {started && <Rating show={show} busy={busy} />}
    </li>
  );
});
