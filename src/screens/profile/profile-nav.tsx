import { type MouseEvent, useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { $location } from '../../platform/navigation';
import { useIsland } from '../../ui/island-context';
import { useStore } from '../../ui/use-store';

/** The blocks of the full profile, in page order (`#favorite-cinemas` is linked from the dashboard). */
export const PROFILE_SECTIONS = [
  'details',
  'password',
  'newsletters',
  'favorite-cinemas',
  'my-data',
  'delete-account',
] as const;

// Fragment links cannot reach into a shadow root: scroll and focus the block's heading ourselves.
function reveal(root: ShadowRoot | null | undefined, id: string): boolean {
  const heading = root?.getElementById(`${id}-title`) ?? root?.getElementById(id);
  if (!heading) return false;
  heading.setAttribute('tabindex', '-1');
  // Focusing scrolls it into view (scroll-margin-top keeps it clear of the top edge).
  heading.focus();
  return true;
}

/** "On this page" links to each block; a `#block` in the address opens the page there. */
export function ProfileNav() {
  const { t } = useT();
  const { element } = useIsland();
  const { hash } = useStore($location);
  // Every block's heading is there from the first render (a loading block shows its title).
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (id) reveal(element?.shadowRoot, id);
  }, [hash, element]);
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (reveal(element?.shadowRoot, id)) event.preventDefault();
  };
  return (
    <nav className="profile__nav" part="profile-nav" aria-label={t('profile.nav')}>
      <ul>
        {PROFILE_SECTIONS.map((id) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(event) => go(event, id)}>
              {t(`profile.sections.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
