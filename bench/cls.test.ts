// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clsText, type LayoutShift, worstWindow } from './cls';

const shift = (startTime: number, value: number, extra: Partial<LayoutShift> = {}): LayoutShift => ({
  startTime,
  value,
  hadRecentInput: false,
  ...extra,
});

describe('worstWindow (Core Web Vitals CLS)', () => {
  it('is 0 when nothing moved', () => {
    expect(worstWindow([])).toEqual({ value: 0, sources: [] });
  });

  it('sums shifts less than 1 s apart into one window', () => {
    const cls = worstWindow([shift(100, 0.1), shift(900, 0.2), shift(1_800, 0.05)]);
    expect(cls.value).toBeCloseTo(0.35);
    expect(cls.start).toBe(100);
  });

  it('opens a new window after a gap of 1 s or more and keeps the worst', () => {
    const cls = worstWindow([shift(0, 0.1), shift(500, 0.1), shift(1_500, 0.15), shift(2_000, 0.01)]);
    expect(cls.value).toBeCloseTo(0.2);
    expect(worstWindow([shift(0, 0.1), shift(1_000, 0.1)]).value).toBeCloseTo(0.1);
  });

  it('closes a window 5 s after it opened, however close the shifts', () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    // 0 .. 4500 ms fall in the first window (6 shifts); 5400 opens the second.
    expect(worstWindow(steady).value).toBeCloseTo(0.06);
  });

  it('leaves out shifts that had a recent input, without breaking the window around them', () => {
    const cls = worstWindow([shift(0, 0.1), shift(600, 0.5, { hadRecentInput: true }), shift(900, 0.1)]);
    expect(cls.value).toBeCloseTo(0.2);
  });

  it('takes shifts in any order', () => {
    expect(worstWindow([shift(900, 0.2), shift(100, 0.1)]).value).toBeCloseTo(0.3);
  });

  it('names what moved in the worst window, biggest shift first, each once', () => {
    const cls = worstWindow([
      shift(0, 0.01, { sources: ['footer'] }),
      shift(3_000, 0.05, { sources: ['cine-account > footer.footer'] }),
      shift(3_200, 0.2, { sources: ['main', 'cine-account > footer.footer'] }),
    ]);
    expect(cls.sources).toEqual(['main', 'cine-account > footer.footer']);
  });

  it('prints three decimals', () => {
    expect(clsText(0.0194)).toBe('0.019');
    expect(clsText(undefined)).toBe('n/a');
  });
});
