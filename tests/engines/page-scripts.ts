/**
 * Scripts run inside the page by both drivers, as source text (a bundler's renaming or helpers never
 * reach the page). They see through open shadow roots, as Playwright's locators do.
 */
const LIBRARY = String.raw`
// Every open root under start (the document by default), then each shadow root below, depth first.
function roots(start) {
  const found = start ? [start] : [document];
  if (start && start.shadowRoot) found.push(start.shadowRoot);
  for (let i = 0; i < found.length; i++) {
    for (const element of found[i].querySelectorAll('*')) if (element.shadowRoot) found.push(element.shadowRoot);
  }
  return found;
}
// Whether a member can see the element (laid out, not hidden by CSS).
function shown(element) {
  if (element.checkVisibility) return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0;
}
// What a member reads on or for an element: its text, label, aria-label, title, value and placeholder.
function said(element) {
  const labels = element.labels ? [...element.labels].map((label) => label.textContent || '') : [];
  return [element.textContent, element.getAttribute('aria-label'), element.getAttribute('title'), element.value, element.placeholder, ...labels]
    .filter((part) => typeof part === 'string' && part).join(' ').replace(/\s+/g, ' ');
}
// The first (shown) element matching the selector in any open root whose said text contains text.
// 'host >> inner' looks for inner inside the first shown host (its shadow roots and children).
function findDeep(selector, text, hidden, start) {
  const [first, ...rest] = selector.split(' >> ');
  const last = rest.length === 0;
  for (const root of roots(start)) {
    for (const element of root.querySelectorAll(first)) {
      if (!hidden && !shown(element)) continue;
      // A text 'a|b' matches either (the same control in two languages).
      if (last && text && !text.split('|').some((one) => said(element).includes(one))) continue;
      if (last) return element;
      const inner = findDeep(rest.join(' >> '), text, hidden, element);
      if (inner) return inner;
    }
  }
  return null;
}
// The text a member sees: every shown text node of the document and its open shadow roots.
function visibleText() {
  const parts = [];
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return void parts.push(node.textContent || '');
    if (node.nodeType === Node.ELEMENT_NODE) {
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.tagName)) return;
      if (node.tagName === 'SLOT') {
        for (const child of node.assignedNodes()) walk(child);
        return;
      }
      if (!shown(node) && getComputedStyle(node).display !== 'contents') return;
      // Light children of a host render through its slots.
      if (node.shadowRoot) return walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(document.body);
  return parts.join(' ').replace(/\s+/g, ' ');
}
// Every shown match in any open root, in document order of the roots ('host >> inner' as findDeep).
function allDeep(selector, start) {
  const [first, ...rest] = selector.split(' >> ');
  const found = roots(start).flatMap((root) => [...root.querySelectorAll(first)]).filter(shown);
  return rest.length ? found.flatMap((host) => allDeep(rest.join(' >> '), host)) : found;
}
// How many shown elements match.
function countDeep(selector) {
  return allDeep(selector).length;
}
// Picks an option of the index-th matching select as a member would (input and change events).
function choose(selector, value, index) {
  const select = allDeep(selector)[index || 0];
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  return select.value;
}
// The value of the index-th matching field, or null.
function fieldValue(selector, index) {
  const field = allDeep(selector)[index || 0];
  return field ? field.value : null;
}
// The values of a select's options.
function optionsOf(selector, index) {
  const select = allDeep(selector)[index || 0];
  return select ? [...select.options].map((option) => option.value) : [];
}
// What the focused element says, through shadow roots.
function focusedSaid() {
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  return active ? active.localName + ': ' + said(active) : '';
}
// Focuses a field and selects its text, so typing replaces it.
function selectField(selector, text) {
  const field = findDeep(selector, text || null, false);
  field.focus();
  if (field.select) field.select();
  return true;
}
// The element on top at a point of the viewport, looked for through open shadow roots.
function topmost(x, y) {
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}
// What a pointer hits at the element's centre (its first line when a link wraps), through open shadow
// roots: '' when the element itself, inside it or its label, else what covers it; null when out of view.
function coverOf(element) {
  const box = element.getClientRects()[0] || element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (box.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return null;
  const hit = topmost(x, y);
  // A tap on the field's own label is a tap on the field.
  const targets = [element, ...(element.labels || [])];
  for (let node = hit; node; node = node.parentNode || node.host) if (targets.includes(node)) return '';
  return hit ? hit.localName + (hit.className ? '.' + String(hit.className).split(' ')[0] : '') + ' "' + said(hit).slice(0, 40) + '"' : 'nothing';
}
// Scrolls the element into view as the page asks (scroll-padding keeps it above bars fixed over the
// page), then says what a tap at its centre would hit ('' for the element: see coverOf).
function reveal(selector, text) {
  const element = findDeep(selector, text, false);
  if (!element) return 'nothing';
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const cover = coverOf(element);
  return cover === null ? 'out of view' : cover;
}
// The controls a member cannot reach at the page's end: scrolled to the bottom, each shown link, button,
// question or field in view whose centre another element (a bar fixed over the page) covers.
function coveredAtEnd() {
  window.scrollTo(0, document.documentElement.scrollHeight);
  const covered = [];
  for (const element of allDeep('a[href], button, summary, input, select, textarea')) {
    const cover = coverOf(element);
    if (cover) covered.push((said(element).trim().slice(0, 40) || element.localName) + ' under ' + cover);
  }
  return covered;
}
// Where the first shown match (a QR code) lies, the viewport's size, how far the page is scrolled, and
// what lies over it at its centre and four corners (2 px in): none may hit anything but the code.
function codeInView(selector) {
  const code = allDeep(selector)[0];
  if (!code) return null;
  const box = code.getBoundingClientRect();
  const points = [[box.left + box.width / 2, box.top + box.height / 2], [box.left + 2, box.top + 2], [box.right - 2, box.top + 2], [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2]];
  const covered = [];
  for (const [x, y] of points) {
    const hit = topmost(x, y);
    let node = hit;
    while (node && node !== code) node = node.parentNode || node.host;
    if (!node) covered.push(Math.round(x) + ',' + Math.round(y) + ': ' + (hit ? hit.localName + '.' + (hit.getAttribute('class') || '') : 'nothing'));
  }
  return { box: [box.left, box.top, box.right, box.bottom].map(Math.round), viewport: [innerWidth, innerHeight], scrolled: Math.round(scrollY), covered };
}
// How far the page scrolls sideways (0: not at all).
function sidewaysOverflow() {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}
`;

export type PageFunction =
  | 'findDeep'
  | 'visibleText'
  | 'selectField'
  | 'sidewaysOverflow'
  | 'countDeep'
  | 'choose'
  | 'fieldValue'
  | 'optionsOf'
  | 'focusedSaid'
  | 'reveal'
  | 'coveredAtEnd'
  | 'codeInView';

/** A script body (for `executeScript` or a BiDi call) that calls `name` with the script's arguments. */
export const script = (name: PageFunction): string => `${LIBRARY}\nreturn ${name}(...arguments);`;
