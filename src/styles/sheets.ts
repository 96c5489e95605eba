import base from './base.css?inline';
import tokens from './tokens.css?inline';
import ui from './ui.css?inline';

const cache = new Map<string, CSSStyleSheet>();

/** A constructable stylesheet for CSS text, built once per page and shared by every shadow root. */
export function toSheet(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    cache.set(css, sheet);
  }
  return sheet;
}

/** Tokens, base and shared UI sheets, adopted by every element before its own. */
export function sharedSheets(): CSSStyleSheet[] {
  return [toSheet(tokens), toSheet(base), toSheet(ui)];
}
