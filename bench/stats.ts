/** Median of a list of numbers (undefined when empty). */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export const kb = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);

/** A plain text table: header row, a rule, then rows; columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A time over the bare page's time; undefined when either is missing. */
export const ratio = (value: number | undefined, base: number | undefined) =>
  value === undefined || base === undefined || base <= 0 ? undefined : value / base;
/** `1.34x`, or "n/a". */
export const times = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(2)}x`);
