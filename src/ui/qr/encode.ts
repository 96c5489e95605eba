import { ALIGNMENT, bchFormat, bchVersion, codewords, fitVersion, MASKS } from './codewords';
import { penalty } from './penalty';

/** A QR symbol: `size` x `size` modules, row-major, `true` = dark. */
export interface QrMatrix {
  size: number;
  version: number;
  mask: number;
  modules: boolean[];
}

class Grid {
  readonly dark: boolean[];
  readonly fixed: boolean[];
  constructor(readonly size: number) {
    this.dark = new Array<boolean>(size * size).fill(false);
    this.fixed = new Array<boolean>(size * size).fill(false);
  }
  set(x: number, y: number, dark: boolean): void {
    this.dark[y * this.size + x] = dark;
    this.fixed[y * this.size + x] = true;
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i++) {
    grid.set(6, i, i % 2 === 0);
    grid.set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) grid.set(x, y, ring !== 2 && ring !== 4);
      }
  }
  const centres = ALIGNMENT[version - 1] as readonly number[];
  const last = centres.length - 1;
  for (const [i, cx] of centres.entries())
    for (const [j, cy] of centres.entries()) {
      // The three corners already hold finder patterns.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++)
          grid.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  drawFormat(grid, 0);
  if (version >= 7) {
    const bits = bchVersion(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.set(a, b, dark);
      grid.set(b, a, dark);
    }
  }
}

function drawFormat(grid: Grid, mask: number): void {
  const { size } = grid;
  const bits = bchFormat(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) grid.set(8, i, bit(i));
  grid.set(8, 7, bit(6));
  grid.set(8, 8, bit(7));
  grid.set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) grid.set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.set(8, size - 15 + i, bit(i));
  grid.set(8, size - 8, true);
}

function drawData(grid: Grid, data: readonly number[]): void {
  const { size } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = upward ? size - 1 - vert : vert;
        if (grid.fixed[y * size + x] || i >= data.length * 8) continue;
        grid.dark[y * size + x] = (((data[i >>> 3] as number) >>> (7 - (i & 7))) & 1) === 1;
        i++;
      }
  }
}

function applyMask(grid: Grid, mask: number): boolean[] {
  const { size } = grid;
  const test = MASKS[mask] as (x: number, y: number) => boolean;
  return grid.dark.map((dark, k) => (grid.fixed[k] ? dark : dark !== test(k % size, Math.floor(k / size))));
}

/**
 * Encodes text (UTF-8, byte mode) as a level-M QR code, versions 1 to 10 (up to 213 bytes).
 * `mask` forces a mask pattern; by default the lowest-penalty mask is chosen.
 */
export function encodeQr(text: string, mask?: number): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  const version = fitVersion(bytes.length);
  if (version === 0) throw new RangeError(`QR payload too long: ${bytes.length} bytes`);
  const size = 17 + 4 * version;
  const grid = new Grid(size);
  drawFunctionPatterns(grid, version);
  drawData(grid, codewords(bytes, version));
  let best = { mask: 0, modules: [] as boolean[], score: Number.POSITIVE_INFINITY };
  for (let m = 0; m < 8; m++) {
    if (mask !== undefined && m !== mask) continue;
    drawFormat(grid, m);
    const modules = applyMask(grid, m);
    const score = mask === undefined ? penalty(modules, size) : 0;
    if (score < best.score) best = { mask: m, modules, score };
  }
  return { size, version, mask: best.mask, modules: best.modules };
}
