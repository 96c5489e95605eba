import { formatDate } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { type EmotionId, RATING_OPTIONS, rateShow, type ShowEntry } from '../../../stores/shows';
import { FormatBadges } from '../../../ui/format-badge';
import type { useShowHref } from '../../shared/catalogue-links';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

// The select's value is the rating id; "" is the spec's "Rated" entry (not rated).
const toEmotion = (value: string): EmotionId =>
  value === '3' ? 3 : value === '2' ? 2 : value === '1' ? 1 : null;

/** One show: poster, title link, date and cinema, intention, emotion, format badges and the rating. */
export function ShowCard({
  show,
  busy,
  hrefOf,
}: {
  show: ShowEntry;
  busy: boolean;
  hrefOf: ReturnType<typeof useShowHref>;
}) {
  const { t, locale } = useT();
  const ratingId = `show-rating-${show.id}`;
  return (
    <li className="show" part="film">
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
      <div className="show__body">
        <h3 className="show__title">
          <a href={hrefOf(show)}>{show.title}</a>
        </h3>
        <p className="show__meta">
          <time dateTime={show.date}>{formatDate(show.date, locale, DATE_TIME)}</time>
          {show.cinemaName && <span>{` · ${show.cinemaName}`}</span>}
        </p>
        <p className="show__intention">
          {t(`dashboard.films.intention.${show.intention}`)}
          {show.emotionCode && (
            <span className="show__emotion">{` · ${t(`dashboard.films.emotion.${show.emotionCode}`)}`}</span>
          )}
        </p>
        <FormatBadges formats={show.formats} label={t('dashboard.films.formats')} />
      </div>
      <div className="show__rating field">
        <label className="field__label" htmlFor={ratingId}>
          {t('dashboard.films.rate')}
          <span className="visually-hidden">{` ${show.title}`}</span>
        </label>
        <select
          id={ratingId}
          className="field__input field__select"
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
    </li>
  );
}
