import { islandDefinition } from '../elements/registry';
import { sharedSheets, sheetText } from '../styles/sheets';

/** A stylesheet file of the prerendered HTML: its name (with a hash of its content) and its text. */
export interface StyleFile {
  name: string;
  css: string;
}

// FNV-1a: a name that changes with the content (for caching), with no runtime of Node's needed.
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}

const file = (stem: string, css: string): StyleFile => ({ name: `${stem}.${hash(css)}.css`, css });

/** The sheets a prerendered `<tag>` links: the shared one every element uses, then its own (if any). */
export function islandStyles(tag: string): StyleFile[] {
  const shared = file('cine-shared', sharedSheets().map(sheetText).join('\n'));
  const own = (islandDefinition(tag)?.styles ?? []).map(sheetText).join('\n');
  return own ? [shared, file(tag, own)] : [shared];
}
