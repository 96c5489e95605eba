import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAppIcons } from './app-icons';
import { countryThemes } from './themes';

// A PNG's width and height, from its header.
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('writeAppIcons', () => {
  it('writes the SVG and its PNG renders at the sizes the manifest and iOS name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icons-'));
    const files = writeAppIcons(dir);
    expect(files).toEqual([
      'icons/app-icon.svg',
      'icons/app-icon-192.png',
      'icons/app-icon-512.png',
      'icons/apple-touch-icon.png',
    ]);
    expect(pngSize(readFileSync(join(dir, files[1] ?? '')))).toEqual([192, 192]);
    expect(pngSize(readFileSync(join(dir, files[2] ?? '')))).toEqual([512, 512]);
    expect(pngSize(readFileSync(join(dir, files[3] ?? '')))).toEqual([180, 180]);
  });
});

describe('countryThemes', () => {
  it('takes each country’s accent from the design tokens, on their background', () => {
    const themes = countryThemes();
    expect(Object.keys(themes)).toEqual(['CH', 'BE', 'SN', 'TN']);
    for (const theme of Object.values(themes)) expect(theme.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new Set(Object.values(themes).map((theme) => theme.color)).size).toBe(4);
    expect(themes.CH.background).toBe('#ffffff');
  });

  it('gives a country without its own accent the default one', () => {
    const css = ':host { --_a: var(--cine-theme-accent, #b5121b); --_b: var(--cine-color-bg, #fafafa); }';
    expect(countryThemes(css).SN).toEqual({ color: '#b5121b', background: '#fafafa' });
  });
});
