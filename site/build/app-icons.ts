import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { APP_ICONS } from '../server/web-app';

/** The chain's mark, full bleed with the mark inside the maskable safe zone: replace it to change every icon. */
export const APP_ICON_SOURCE = resolve(import.meta.dirname, '../icons/app-icon.svg');

/** Renders the SVG square at `size` pixels, as a PNG. */
export const renderIcon = (svg: string | Buffer, size: number): Buffer =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

/** Writes the home-screen icons into `publicDir`: the SVG as it is, and its PNG renders (192, 512, and 180 for iOS). */
export function writeAppIcons(publicDir: string, source = APP_ICON_SOURCE): string[] {
  const svg = readFileSync(source);
  const write = (file: string, body: Buffer) => {
    mkdirSync(dirname(join(publicDir, file)), { recursive: true });
    writeFileSync(join(publicDir, file), body);
    return file;
  };
  return [
    write(APP_ICONS.svg, svg),
    ...[...APP_ICONS.png, APP_ICONS.apple].map(({ size, file }) => write(file, renderIcon(svg, size))),
  ];
}
