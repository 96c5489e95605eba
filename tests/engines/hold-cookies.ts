import type { Session } from './session';

// In-page probes of the cookie and storage checks (tests/e2e/hold-tokens.spec.ts), as source text: both
// drivers run them after a page's load (classic WebDriver has no script that runs before the page's).

/**
 * From now on in this document, records each `document.cookie = …` write in `window.__cookieWrites`,
 * with its value replaced by its length (the attributes are what is checked, and a token kept there
 * would be found by the storage search), and in sessionStorage, so they outlive a navigation of the tab.
 */
export const recordCookieWrites = (s: Session) =>
  s.run(`if (window.__cookieWrites) return;
window.__cookieWrites = [];
const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
Object.defineProperty(Document.prototype, 'cookie', {
  configurable: true,
  get() { return native.get.call(this); },
  set(value) {
    window.__cookieWrites.push(String(value).replace(/=([^;]*)/, (_, v) => '=<' + v.length + '>'));
    try { sessionStorage.setItem('__cookieWrites', JSON.stringify(window.__cookieWrites)); } catch {}
    native.set.call(this, value);
  },
});`);

/** The recorded writes of cookie `name` ('name=<length>; attributes'). */
export const cookieWrites = (s: Session, name: string) =>
  s.run<string[]>(
    'let all = window.__cookieWrites; try { all = all || JSON.parse(sessionStorage.getItem("__cookieWrites") || "[]"); } catch { all = all || []; } return all.filter((w) => w.startsWith(arguments[0] + "="));',
    name,
  );

/** How many cookies named `name` the page sees (document.cookie). */
export const cookieCount = (s: Session, name: string) =>
  s.run<number>(
    'return document.cookie.split(";").filter((part) => part.trim().startsWith(arguments[0] + "=")).length;',
    name,
  );

/** The raw value of cookie `name` as the page sees it ('' when absent). */
export const cookieValue = (s: Session, name: string) =>
  s.run<string>(
    'const part = document.cookie.split(";").map((p) => p.trim()).find((p) => p.startsWith(arguments[0] + "=")); return part ? part.slice(arguments[0].length + 1) : "";',
    name,
  );

/** Every value the page keeps, one text per place: both storages and every IndexedDB store. */
export const storedValues = (s: Session) =>
  s.run<Record<string, string>>(`return (async () => {
const places = {};
try { places.localStorage = JSON.stringify({ ...localStorage }); places.sessionStorage = JSON.stringify({ ...sessionStorage }); } catch { places.storage = 'none'; }
const all = indexedDB.databases ? await indexedDB.databases() : [];
for (const { name } of all) {
  if (!name) continue;
  const db = await new Promise((resolve, reject) => { const open = indexedDB.open(name); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  for (const store of db.objectStoreNames) {
    places['indexedDB ' + name + '/' + store] = await new Promise((resolve) => { const r = db.transaction(store).objectStore(store).getAll(); r.onsuccess = () => resolve(JSON.stringify(r.result)); r.onerror = () => resolve('unreadable'); });
  }
  db.close();
}
return places;
})();`);
