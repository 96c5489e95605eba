import { createHash } from 'node:crypto';
import { islandDefinition } from '../elements/registry';
import { sharedSheets, sheetText } from '../styles/sheets';

/** A stylesheet file of the prerendered HTML: its name (with a hash of its content) and its text. */
export interface StyleFile {
  name: string;
  css: string;
}

const file = (stem: string, css: string): StyleFile => ({
  name: `${stem}.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`,
  css,
});

/** The sheets a prerendered `<tag>` links: the shared one every element uses, then its own (if any). */
export function islandStyles(tag: string): StyleFile[] {
  const shared = file('cine-shared', sharedSheets().map(sheetText).join('\n'));
  const own = (islandDefinition(tag)?.styles ?? []).map(sheetText).join('\n');
  return own ? [shared, file(tag, own)] : [shared];
}
