// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d), ISO/IEC 18004 section 7.5.2.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] as number;

function multiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (EXP[(LOG[a] as number) + (LOG[b] as number)] as number);
}

function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] = (next[j] as number) ^ (poly[j] as number);
      next[j + 1] = (next[j + 1] as number) ^ multiply(poly[j] as number, EXP[i] as number);
    }
    poly = next;
  }
  return poly;
}

/** Error correction codewords for one block of data codewords. */
export function errorCorrection(data: readonly number[], degree: number): number[] {
  const gen = generator(degree);
  const rest = [...data, ...new Array<number>(degree).fill(0)];
  for (let i = 0; i < data.length; i++) {
    const factor = rest[i] as number;
    if (factor === 0) continue;
    for (let j = 0; j < gen.length; j++)
      rest[i + j] = (rest[i + j] as number) ^ multiply(gen[j] as number, factor);
  }
  return rest.slice(data.length);
}
