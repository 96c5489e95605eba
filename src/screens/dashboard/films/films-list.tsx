import { useDeferredValue, useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { $shows, $visibleShows, showMoreShows } from '../../../stores/shows';
import { Button } from '../../../ui/button';
import { useStore } from '../../../ui/use-store';
import { ShowCard } from './show-card';
import { useShowHref } from './show-href';

/** The visible slice only (at most the counter), then "show more" while more remain. */
export function FilmsList() {
  const { t } = useT();
  // A filter or "show more" paints its press first; the cards render after, interruptibly.
  const { items, total, hasMore } = useDeferredValue(useStore($visibleShows));
  const { rating } = useStore($shows);
  const hrefOf = useShowHref();
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown cards change, i.e. after "show more" once they are there.
  useEffect(() => {
    // After "show more", focus goes to the first new show's link, so keyboard users carry on there.
    const index = firstNew.current;
    firstNew.current = undefined;
    if (index !== undefined) list.current?.querySelectorAll<HTMLElement>('.show__title a')[index]?.focus();
  }, [items]);
  if (total === 0) return <p className="films__none">{t('dashboard.films.noneForFilter')}</p>;
  return (
    <>
      <p className="films__count" role="status">
        {t('dashboard.films.showing', { count: total, shown: items.length, total })}
      </p>
      <ul className="films__list" ref={list}>
        {items.map((show) => (
          <ShowCard key={show.id} show={show} busy={rating === show.id} hrefOf={hrefOf} />
        ))}
      </ul>
      {hasMore && (
        <Button
          variant="secondary"
          part="show-more"
          onClick={() => {
            firstNew.current = items.length;
            showMoreShows();
          }}
        >
          {t('dashboard.films.more')}
        </Button>
      )}
    </>
  );
}
