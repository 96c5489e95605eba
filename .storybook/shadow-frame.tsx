import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { sharedSheets } from '../src/styles/sheets';

/**
 * Renders a story inside an open shadow root with the token, base and UI sheets adopted, as the
 * elements do, so stories show the real styles and CSP rules (no <style> element).
 */
export function ShadowFrame({ children, country = 'CH' }: { children: ReactNode; country?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = sharedSheets();
    setRoot(shadow);
  }, []);
  return (
    <div ref={host} data-country={country} data-testid="shadow-host">
      {root && createPortal(children, root)}
    </div>
  );
}
