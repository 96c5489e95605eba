import { useT } from '../i18n/use-t';

/** A link that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children: string }) {
  const { t } = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('Privacy.newTab')}</span>
    </a>
  );
}
