import { memo, useDeferredValue } from 'react';
import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import {
  $pointsSlices,
  type PointsList as List,
  type PointsEntry,
  showMorePoints,
} from '../../stores/loyalty';
import { Button } from '../../ui/button';
import { Heading } from '../../ui/heading';
import { useStore } from '../../ui/use-store';

// Memo: "show more" renders only the rows it adds, not again the ones already on screen.
const PointsRow = memo(function PointsRow({ entry, list }: { entry: PointsEntry; list: List }) {
  const { t, locale } = useT();
  return (
    <li className="points__entry">
      <span className="points__label">
        {entry.label}
        {entry.cinemaName && <span className="points__where">{` · ${entry.cinemaName}`}</span>}
      </span>
      <time dateTime={entry.date} className="points__date">
        {formatDate(entry.date, locale, { dateStyle: 'medium' })}
      </time>
      <strong className="points__value">
        {t(`loyalty.${list}.points`, { count: entry.points, points: entry.points })}
      </strong>
    </li>
  );
});

/** One points list (earned or consumed): the visible slice, then "show more" while more remain. */
export function PointsList({ list }: { list: List }) {
  const { t } = useT();
  // The press paints first; the added rows render after, interruptibly.
  const { items, total, hasMore } = useDeferredValue(useStore($pointsSlices))[list];
  const id = `points-${list}`;
  return (
    <section className="points" part={`points ${id}`} aria-labelledby={`${id}-title`}>
      <Heading level={2} id={`${id}-title`}>
        {t(`loyalty.${list}.title`)}
      </Heading>
      {total === 0 ? (
        <p>{t(`loyalty.${list}.empty`)}</p>
      ) : (
        <>
          <p className="points__count" role="status">
            {t('loyalty.showing', { count: total, shown: items.length, total })}
          </p>
          <ul className="points__list">
            {items.map((entry) => (
              <PointsRow key={entry.id} entry={entry} list={list} />
            ))}
          </ul>
          {hasMore && (
            <Button variant="secondary" onClick={() => showMorePoints(list)}>
              {t(`loyalty.${list}.more`)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
