import { afterEach, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

afterEach(() => {
  vi.useRealTimers();
});

it('hands the imported module to its use', async () => {
  const use = vi.fn();
  lazy(Promise.resolve({ answer: 42 }), use);
  await vi.waitFor(() => expect(use).toHaveBeenCalledWith({ answer: 42 }));
});

it('leaves a failed import unsaid while the page goes, and throws it a second later if the page stays', async () => {
  vi.useFakeTimers();
  const thrown: unknown[] = [];
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const failure = new TypeError('error loading dynamically imported module');
  lazy(Promise.reject(failure), () => {});
  await Promise.resolve();
  await Promise.resolve();
  // No unhandled rejection: the failure waits on a timer, which a page being left never runs.
  const [callback, delay] = timers.mock.calls.at(-1) ?? [];
  expect(delay).toBe(1000);
  try {
    (callback as () => void)();
  } catch (error) {
    thrown.push(error);
  }
  expect(thrown).toEqual([failure]);
});
