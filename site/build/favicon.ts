import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICON_SOURCE, renderIcon } from './app-icons';

/** The sizes a browser's tabs, bookmarks and shortcuts take from `favicon.ico`. */
export const FAVICON_SIZES = [16, 32, 48];

/** An ICO file of PNG images (read by every browser in use), as `favicon.ico` is looked for. */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  for (const [index, { size, png }] of images.entries()) {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 0 stands for 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  }
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/**
 * Writes `favicon.ico` from the home-screen icon: a browser asks for it at the site's root when a
 * page names no icon (a host page, the client-rendered one), and logs its 404 as a console error.
 */
export function writeFavicon(publicDir: string, source = APP_ICON_SOURCE): void {
  const svg = readFileSync(source);
  const images = FAVICON_SIZES.map((size) => ({ size, png: renderIcon(svg, size) }));
  writeFileSync(join(publicDir, 'favicon.ico'), icoOf(images));
}
