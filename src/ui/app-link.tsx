import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../platform/navigation';
import { useIsland } from './island-context';

/** Props of {@link AppLink}: a real link whose plain clicks go through the host navigation. */
export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A real `<a href>` (works without JS, opens in a new tab on Ctrl/Cmd-click); a plain click becomes
 * a navigation from the island's element: the cancelable `cine-navigate` fires first, then the
 * account site routes in-app.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const { element } = useIsland();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    navigate(href, element);
  };
  return <a {...rest} href={href} onClick={click} />;
}
