import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError, createConsoleErrorGuard } from './console-errors';

// Unit runs fail on an unexpected console.error, React's warnings included.
describe('the console.error guard', () => {
  it('fails the test with what was printed, and prints it', () => {
    const print = vi.fn();
    const guard = createConsoleErrorGuard(print);
    guard.error('Warning: Each child in a list should have a unique "%s" prop.', 'key');
    expect(print).toHaveBeenCalledTimes(1);
    expect(() => guard.check()).toThrow(/called 1 time\(s\)[\s\S]*unique "key" prop/);
    // Reported once: the next test starts clean.
    expect(() => guard.check()).not.toThrow();
  });

  it('lets a test allow the errors it expects, quietly', () => {
    const print = vi.fn();
    const guard = createConsoleErrorGuard(print);
    guard.allow(['could not load', /^\[cine\]/]);
    guard.error('[cine] could not load <cine-login>', new Error('offline'));
    expect(() => guard.check()).not.toThrow();
    guard.error('something else');
    expect(() => guard.check()).toThrow(/something else/);
    guard.allow([]);
    guard.error('anything at all');
    expect(() => guard.check()).not.toThrow();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('forgets what was allowed at the next test', () => {
    const guard = createConsoleErrorGuard(() => {});
    guard.allow([]);
    guard.reset();
    guard.error('boom');
    expect(() => guard.check()).toThrow(/boom/);
  });

  it('is installed for every unit test: allowConsoleError() opts out', () => {
    allowConsoleError('expected by this test');
    console.error('expected by this test');
  });
});
