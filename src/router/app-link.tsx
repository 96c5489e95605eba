import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { emitOutcome } from '../stores/outcomes';
import { useIsland } from '../ui/island-context';

/** Props of {@link AppLink}: a real link whose plain clicks go through the host navigation. */
export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A real `<a href>` (works without JS, opens in a new tab on Ctrl/Cmd-click); a plain click becomes
 * a `navigate` outcome, so the host fires the cancelable `cine-navigate` and the account site routes
 * in-app.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const { id } = useIsland();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    emitOutcome({ type: 'navigate', to: href, origin: id });
  };
  return <a {...rest} href={href} onClick={click} />;
}
