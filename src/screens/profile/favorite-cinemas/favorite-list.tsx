import { useT } from '../../../i18n/use-t';
import type { Cinema } from '../../../stores/cinemas';
import { Button } from '../../../ui/button';
import { useCinemaHref } from '../../shared/catalogue-links';

/** Props of {@link FavoriteList}. */
export interface FavoriteListProps {
  favorites: readonly Cinema[];
  /** Id of the cinema being changed. */
  pending?: string;
  onRemove(cinema: Cinema): void;
  onMakeMain(cinema: Cinema): void;
}

/** The favourites in order, the first marked as the main cinema, each with its actions. */
export function FavoriteList({ favorites, pending, onRemove, onMakeMain }: FavoriteListProps) {
  const { t } = useT();
  const hrefOf = useCinemaHref();
  if (favorites.length === 0) return <p className="favorites__empty">{t('profile.cinemas.empty')}</p>;
  return (
    <ul className="favorites" part="favorite-cinemas">
      {favorites.map((cinema, index) => (
        <li key={cinema.id} className="favorites__item" part="cinema">
          <div className="favorites__name">
            <a href={hrefOf(cinema)}>{cinema.name}</a>
            <span className="favorites__city">{cinema.city}</span>
            {index === 0 && <strong className="favorites__main">{t('profile.cinemas.main')}</strong>}
          </div>
          <div className="favorites__actions">
            {index > 0 && (
              <Button
                variant="secondary"
                busy={pending === cinema.id}
                aria-label={t('profile.cinemas.makeMainNamed', { name: cinema.name })}
                onClick={() => onMakeMain(cinema)}
              >
                {t('profile.cinemas.makeMain')}
              </Button>
            )}
            <Button
              variant="secondary"
              busy={pending === cinema.id}
              aria-label={t('profile.cinemas.removeNamed', { name: cinema.name })}
              onClick={() => onRemove(cinema)}
            >
              {t('profile.cinemas.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
