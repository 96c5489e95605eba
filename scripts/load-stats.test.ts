// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { percentile } from './load-stats';

describe('percentile of the load figures', () => {
  it('takes the nearest rank, whatever the order, in whole milliseconds', () => {
    const times = Array.from({ length: 100 }, (_, index) => 100 - index + 0.4);
    expect([percentile(times, 50), percentile(times, 95), percentile(times, 99)]).toEqual([50, 95, 99]);
    expect(percentile([7.6], 95)).toBe(8);
  });

  it('is 0 for no values', () => {
    expect(percentile([], 95)).toBe(0);
  });
});
