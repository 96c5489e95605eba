import { describe, expect, it } from 'vitest';
import { encodeQr } from './encode';
import { errorCorrection } from './reed-solomon';
import { REFERENCES } from './reference.fixture';

const rows = (qr: ReturnType<typeof encodeQr>) =>
  Array.from({ length: qr.size }, (_, y) =>
    qr.modules
      .slice(y * qr.size, (y + 1) * qr.size)
      .map((dark) => (dark ? '1' : '0'))
      .join(''),
  );

describe('QR encoder', () => {
  it('computes the Reed-Solomon codewords of the ISO/IEC 18004 annex example (1-M "01234567")', () => {
    const data = [
      0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ];
    expect(errorCorrection(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  for (const reference of REFERENCES) {
    it(`matches libqrencode module for module for "${reference.text}"`, () => {
      const qr = encodeQr(reference.text, reference.mask);
      expect(qr.size).toBe(reference.rows.length);
      expect(rows(qr)).toEqual(reference.rows);
    });
  }

  it('picks the version by length and rejects what level M cannot hold in version 10', () => {
    expect(encodeQr('a'.repeat(14)).version).toBe(1);
    expect(encodeQr('a'.repeat(15)).version).toBe(2);
    expect(encodeQr('a'.repeat(213))).toMatchObject({ version: 10, size: 57 });
    expect(() => encodeQr('a'.repeat(214))).toThrow(RangeError);
  });

  it('writes the chosen mask into the format bits', () => {
    const qr = encodeQr('CINE-ORDER-123456');
    // Format bits 10-12 (level M = 00, then the mask) sit at row 8, columns 0-2 after unmasking with 0x5412.
    const bits = [0, 1, 2, 3, 4, 5, 7, 8].map((x) => (qr.modules[8 * qr.size + x] ? 1 : 0));
    const top =
      ((bits[0] as number) << 4) |
      ((bits[1] as number) << 3) |
      ((bits[2] as number) << 2) |
      ((bits[3] as number) << 1) |
      (bits[4] as number);
    expect(top ^ (0x5412 >>> 10)).toBe(qr.mask);
  });
});
