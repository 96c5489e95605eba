// Cumulative Layout Shift as Core Web Vitals defines it (web.dev/articles/cls, the web-vitals library):
// shifts are grouped into session windows, a window closing after 1 s without a shift or 5 s after it
// opened; CLS is the sum of the worst window. Shifts within 500 ms of an input do not count.

/** One `layout-shift` performance entry, as the probe records it (ms from the frame's timeOrigin). */
export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
  /** What moved, named through its shadow hosts (`cine-account > footer.footer`). */
  sources?: string[];
}

export const SESSION_GAP_MS = 1_000;
export const SESSION_MAX_MS = 5_000;

/** The worst session window: its score, when it opened, and what moved in it, biggest shift first. */
export interface WorstWindow {
  value: number;
  start?: number;
  sources: string[];
}

/** CLS of one load, from all its layout shifts (in any order); 0 when nothing moved. */
export function worstWindow(shifts: readonly LayoutShift[]): WorstWindow {
  const counted = shifts.filter((shift) => !shift.hadRecentInput).sort((a, b) => a.startTime - b.startTime);
  let worst: WorstWindow = { value: 0, sources: [] };
  let session: LayoutShift[] = [];
  let sum = 0;
  for (const shift of counted) {
    const first = session[0];
    const last = session[session.length - 1];
    const joins =
      first !== undefined &&
      last !== undefined &&
      shift.startTime - last.startTime < SESSION_GAP_MS &&
      shift.startTime - first.startTime < SESSION_MAX_MS;
    if (joins) {
      session.push(shift);
      sum += shift.value;
    } else {
      session = [shift];
      sum = shift.value;
    }
    if (sum > worst.value) worst = { value: sum, start: session[0]?.startTime, sources: sourcesOf(session) };
  }
  return worst;
}

// Each source once, from the biggest shift down.
function sourcesOf(session: readonly LayoutShift[]): string[] {
  const byValue = [...session].sort((a, b) => b.value - a.value);
  return [...new Set(byValue.flatMap((shift) => shift.sources ?? []))];
}

/** `0.412`; three decimals, as the 0.02 goal needs. */
export const clsText = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(3));
