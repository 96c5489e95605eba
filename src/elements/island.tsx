import { type ComponentType, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { $lang, $textsVersion, hasTexts } from '../i18n/index';
import { $config } from '../stores/config';
import { IslandContext } from '../ui/island-context';
import { Spinner } from '../ui/spinner';
import { useStore } from '../ui/use-store';
import { type AttributeSource, attributeProblems, warnAttributeProblems } from './attribute-problems';
import { IslandBoundary } from './island-boundary';
import { IslandNotices } from './island-notices';
import { $toastHost } from './toast-host';
import { ToastRegion } from './toast-region';

/** What the island renders around its screen, on the server (prerendering) and in the page alike. */
export interface IslandProps<P> {
  Screen: ComponentType<P>;
  props: P;
  /** The custom element, or null on the server. */
  element: HTMLElement | null;
  /** Where the element's attributes are read (the element, or the server's attribute list). */
  attributes: AttributeSource;
  id: string;
  tag: string;
  texts: readonly string[];
  settingsNotice: boolean;
  /** The element's stylesheets for first paint: `<link>`s inside the prerendered shadow root. */
  stylesHrefs?: readonly string[];
  /** Called once the first render is in the page (after hydration, for a prerendered root). */
  onShown?: () => void;
}

/** The element's shadow-root content: language, notices, error boundary, the screen and the toasts. */
export function Island<P extends object>({
  Screen,
  props,
  element,
  attributes,
  id,
  tag,
  texts,
  settingsNotice,
  stylesHrefs,
  onShown,
}: IslandProps<P>) {
  const prerendered = stylesHrefs !== undefined;
  const island = useMemo(() => ({ id, prefix: tag, element, prerendered }), [id, tag, element, prerendered]);
  const hostsToasts = useStore($toastHost) === id;
  const config = useStore($config);
  const { country } = config;
  const problems = attributeProblems(attributes, config);
  // With the notices' commit, so the console says it as the element shows it.
  useLayoutEffect(() => {
    if (element) warnAttributeProblems(element, problems);
  });
  useStore($textsVersion);
  const lang = useStore($lang);
  // Wait for the first texts only: a later language switch keeps the screen (and its state) up.
  const shown = useRef(false);
  shown.current ||= hasTexts(texts);
  useEffect(() => {
    // Per-country theme: tokens.css keys accents off :host([data-country]).
    if (element && country) element.dataset.country = String(country).toUpperCase();
  }, [element, country]);
  // Once, after the first commit: the element passes a fresh callback each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first render's callback is the one to call.
  useEffect(() => onShown?.(), []);
  // The page's reserve sheet holds the element's box until its first screen is in.
  useEffect(() => {
    if (shown.current) element?.setAttribute('data-shown', '');
  });
  return (
    <IslandContext value={island}>
      {/* Styles before any script: the prerendered root links its sheet (adopted sheets follow). */}
      {stylesHrefs?.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {/* The language the element shows, for screen readers, whatever its host page says. */}
      <div className="island" lang={lang || undefined} part="root">
        <IslandBoundary element={element}>
          {/* Texts are still on their way (a slow network): a wheel, since there are no words to say yet. */}
          {shown.current && <IslandNotices problems={problems} settings={settingsNotice} />}
          {shown.current ? <Screen {...props} /> : <Spinner />}
        </IslandBoundary>
        {hostsToasts && <ToastRegion />}
      </div>
    </IslandContext>
  );
}
