// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_SIZES, writeFavicon } from './favicon';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('favicon.ico', () => {
  const dir = mkdtempSync(join(tmpdir(), 'favicon-'));
  writeFavicon(dir);
  const ico = readFileSync(join(dir, 'favicon.ico'));

  it('is an icon file with the mark at each size a browser asks for, as PNG images', () => {
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([
      0,
      1,
      FAVICON_SIZES.length,
    ]);
    for (const [index, size] of FAVICON_SIZES.entries()) {
      const entry = 6 + 16 * index;
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([size, size]);
      const length = ico.readUInt32LE(entry + 8);
      const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + length);
      expect(image.subarray(0, 8)).toEqual(PNG);
      // The PNG's own header says the same size (IHDR width and height).
      expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});
