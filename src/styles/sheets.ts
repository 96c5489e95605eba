import base from './base.css?inline';
import tokens from './tokens.css?inline';
import ui from './ui.css?inline';

const cache = new Map<string, CSSStyleSheet>();
const texts = new WeakMap<CSSStyleSheet, string>();

/**
 * A constructable stylesheet for CSS text, built once per page and shared by every shadow root.
 * Without a DOM (the server) it is a token standing for the text, for {@link sheetText}.
 */
export function toSheet(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    // No DOM (a server, or a build that imports the elements in Node): a token for the text.
    sheet = typeof CSSStyleSheet === 'undefined' ? ({} as CSSStyleSheet) : new CSSStyleSheet();
    sheet.replaceSync?.(css);
    cache.set(css, sheet);
    // Only the server reads a sheet's text back (the browser's bundle drops it).
    if (import.meta.env.SSR) texts.set(sheet, css);
  }
  return sheet;
}

/** The CSS text a sheet was made from (for the prerendered HTML's stylesheet files). */
export function sheetText(sheet: CSSStyleSheet): string {
  return texts.get(sheet) ?? '';
}

/** Tokens, base and shared UI sheets, adopted by every element before its own. */
export function sharedSheets(): CSSStyleSheet[] {
  return [toSheet(tokens), toSheet(base), toSheet(ui)];
}
