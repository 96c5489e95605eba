import { errorCorrection } from './reed-solomon';

// Level M per version 1-10 (ISO/IEC 18004 table 9): EC codewords per block, then [blocks, data codewords] groups.
const BLOCKS_M: readonly (readonly [number, ...(readonly [number, number])[]])[] = [
  [10, [1, 16]],
  [16, [1, 28]],
  [26, [1, 44]],
  [18, [2, 32]],
  [24, [2, 43]],
  [16, [4, 27]],
  [18, [4, 31]],
  [22, [2, 38], [2, 39]],
  [22, [3, 36], [2, 37]],
  [26, [4, 43], [1, 44]],
];
/** Alignment pattern centre coordinates per version. */
export const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];
/** The eight data masks; x is the column, y the row. */
export const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Smallest version (1-10) whose level-M capacity holds `length` bytes, or 0. */
export function fitVersion(length: number): number {
  for (let v = 1; v <= 10; v++) {
    const capacity = blockSizes(v).reduce((a, b) => a + b, 0);
    if (4 + (v < 10 ? 8 : 16) + 8 * length <= capacity * 8) return v;
  }
  return 0;
}

function blockSizes(version: number): number[] {
  const [, ...groups] = BLOCKS_M[version - 1] as readonly [number, ...(readonly [number, number])[]];
  return groups.flatMap(([count, size]) => new Array<number>(count).fill(size));
}

/** Data and EC codewords for byte mode at level M, interleaved as the symbol stores them. */
export function codewords(bytes: Uint8Array, version: number): number[] {
  const sizes = blockSizes(version);
  const capacity = sizes.reduce((a, b) => a + b, 0);
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; data.length < capacity; pad ^= 0xec ^ 0x11) data.push(pad);

  const ecLength = (BLOCKS_M[version - 1] as readonly [number])[0];
  const blocks: number[][] = [];
  let offset = 0;
  for (const size of sizes) {
    blocks.push(data.slice(offset, offset + size));
    offset += size;
  }
  const ecBlocks = blocks.map((block) => errorCorrection(block, ecLength));
  const out: number[] = [];
  for (let i = 0; i < Math.max(...sizes); i++)
    for (const block of blocks) if (i < block.length) out.push(block[i] as number);
  for (let i = 0; i < ecLength; i++) for (const block of ecBlocks) out.push(block[i] as number);
  return out;
}

/** The 15 format bits for level M and a mask. */
export function bchFormat(mask: number): number {
  // Level M is 00, so the data is just the mask number.
  let rem = mask;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((mask << 10) | rem) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up). */
export function bchVersion(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}
