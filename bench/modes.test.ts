// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeMode, MODES, parseViewport } from './modes';

describe('parseViewport (--viewport)', () => {
  it('reads WIDTHxHEIGHT in CSS pixels', () => {
    expect(parseViewport('390x844')).toEqual({ width: 390, height: 844 });
    expect(parseViewport('1280x720')).toEqual({ width: 1280, height: 720 });
  });

  it('refuses anything else', () => {
    for (const text of ['390', '390X844', 'x844', '39x84', '390x844px', ''])
      expect(parseViewport(text)).toBeUndefined();
  });
});

describe('describeMode', () => {
  it('names the window size and the network figures', () => {
    const [x1, slow] = MODES;
    expect(x1 && describeMode(x1)).toBe('CPU x1, no network throttling, 1280x720 px');
    expect(slow && describeMode(slow)).toContain(
      'CPU x4 + Slow 4G, 390x844 px, 3 loads at once (DevTools "Slow 4G": 562.5 ms',
    );
  });
});
