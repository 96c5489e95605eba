// Mask penalty rules N1-N4 of ISO/IEC 18004 section 7.8.3 (weights 3, 3, 40, 10).
const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

function lines(modules: readonly boolean[], size: number): boolean[][] {
  const rows: boolean[][] = [];
  for (let y = 0; y < size; y++) rows.push(modules.slice(y * size, y * size + size));
  for (let x = 0; x < size; x++)
    rows.push(Array.from({ length: size }, (_, y) => modules[y * size + x] as boolean));
  return rows;
}

/** Penalty score of a masked symbol; the encoder keeps the mask with the lowest score. */
export function penalty(modules: readonly boolean[], size: number): number {
  let score = 0;
  for (const line of lines(modules, size)) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) {
        run++;
        continue;
      }
      if (run >= 5) score += 3 + run - 5;
      run = 1;
    }
    for (let i = 0; i + 11 <= size; i++)
      for (const pattern of FINDER_LIKE) if (pattern.every((dark, k) => line[i + k] === dark)) score += 40;
  }
  let dark = 0;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const c = modules[y * size + x];
      if (c) dark++;
      if (
        x < size - 1 &&
        y < size - 1 &&
        c === modules[y * size + x + 1] &&
        c === modules[(y + 1) * size + x] &&
        c === modules[(y + 1) * size + x + 1]
      )
        score += 3;
    }
  return score + Math.floor((Math.abs(dark * 2 - size * size) * 10) / (size * size)) * 10;
}
