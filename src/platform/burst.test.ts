import { describe, expect, it } from 'vitest';
import { BURST_MS, burstGuard } from './burst';

describe('burstGuard', () => {
  it('holds back the same values inside the window after an answer, and nothing else', () => {
    let time = 1_000;
    const guard = burstGuard(() => time);
    expect(guard.repeats('a')).toBe(false);
    guard.answered('a');
    time += BURST_MS - 1;
    expect(guard.repeats('a')).toBe(true);
    expect(guard.repeats('b')).toBe(false);
    time += 1;
    expect(guard.repeats('a')).toBe(false);
  });
});
