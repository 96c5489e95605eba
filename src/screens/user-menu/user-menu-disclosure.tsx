import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { type Section, sectionPath } from '../../platform/paths';
import { $config } from '../../stores/config';
import { $loggingOut } from '../../stores/login-state';
import { logout, resumeLogout } from '../../stores/logout';
import { $loyaltyRuns } from '../../stores/loyalty-runs';
import { $settings } from '../../stores/settings-state';
import { AppLink } from '../../ui/app-link';
import { useIsland } from '../../ui/island-context';
import { Spinner } from '../../ui/spinner';
import { useStore } from '../../ui/use-store';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { OffersLink } from './offers-link';

const LINKS: readonly { section: Section; key: string }[] = [
  { section: 'dashboard', key: 'userMenu.dashboard' },
  { section: 'tickets', key: 'userMenu.tickets' },
  { section: 'loyalty', key: 'userMenu.loyalty' },
  { section: 'profile', key: 'userMenu.profile' },
];

// An item only where the offers menu is on: an empty <li> would still count in the list.
function OffersItem({ close }: { close: () => void }) {
  const on = useStore($settings)?.features.offers.menuDisplayed;
  return on ? (
    <li>
      <OffersLink className="user-menu__link" onClick={close} />
    </li>
  ) : null;
}

/** The disclosure pattern (not an ARIA menu): a button with aria-expanded; Escape closes and returns focus. */
export function UserMenuDisclosure({ initials, firstName }: { initials: string; firstName: string }) {
  const { t } = useT();
  const { id } = useIsland();
  const config = useStore($config);
  const submitting = useStore($loggingOut);
  // Where the programme does not run, its link would only say so.
  const links = useStore($loyaltyRuns) ? LINKS : LINKS.filter((link) => link.section !== 'loyalty');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // A sign-out asked offline on another page of this device goes from here once there is a network.
  useEffect(() => void resumeLogout(id), [id]);

  useEffect(() => {
    if (!open) return;
    // Clicking or focusing anywhere else closes it; composedPath sees through shadow roots.
    const outside = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const node = root.current;
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    node?.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      node?.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="user-menu" part="user-menu">
      <button
        ref={button}
        type="button"
        className="user-menu__toggle"
        part="toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {/* Named by what it shows, then what it is (WCAG 2.5.3): "Léa, menu du compte". */}
        <span className="user-menu__initials" aria-hidden="true">
          {initials}
        </span>
        <span className="user-menu__name">{firstName}</span>
        <span className="visually-hidden">{`, ${t('userMenu.toggleHint')}`}</span>
      </button>
      <nav
        id={panelId}
        className="user-menu__panel"
        part="panel"
        aria-label={t('userMenu.navLabel')}
        hidden={!open}
      >
        <ul className="user-menu__list">
          {links.map(({ section, key }) => (
            <li key={section}>
              <AppLink href={sectionPath(config, section)} onClick={() => setOpen(false)}>
                {t(key)}
              </AppLink>
            </li>
          ))}
          <OffersItem close={() => setOpen(false)} />
          <li className="user-menu__languages">
            <LanguageSwitcher />
          </li>
          <li>
            <button
              type="button"
              className="user-menu__logout"
              part="logout"
              aria-disabled={submitting || undefined}
              aria-busy={submitting || undefined}
              onClick={() => void logout(id)}
            >
              {submitting && <Spinner />}
              {submitting ? t('userMenu.loggingOut') : t('userMenu.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
