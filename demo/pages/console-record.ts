// Demo only: what the page's scripts logged as errors or threw, kept in
// `window.__cineDemoConsole` for the cross-engine suite: classic WebDriver (WebKit) has neither a
// console log nor a script that runs before the page's. Imported first, it hears the elements load.
type Said = { kind: 'error' | 'uncaught' | 'rejection'; text: string };

const said: Said[] = [];
(window as unknown as { __cineDemoConsole: Said[] }).__cineDemoConsole = said;
const text = (value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : String(value).slice(0, 500);
// A page that loops on an error must not grow without end: the first 50 are enough to read.
const keep = (kind: Said['kind'], parts: unknown[]) => {
  if (said.length < 50) said.push({ kind, text: parts.map(text).join(' ') });
};

const original = console.error.bind(console);
console.error = (...parts: unknown[]) => {
  keep('error', parts);
  original(...parts);
};
addEventListener('error', (event) => keep('uncaught', [event.error ?? event.message]));
addEventListener('unhandledrejection', (event) => keep('rejection', [event.reason]));
