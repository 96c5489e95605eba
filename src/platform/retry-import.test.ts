import { describe, expect, it, vi } from 'vitest';
import { retryImport } from './retry-import';

// A window whose network can go down and come back, as a phone's does.
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const navigator = { onLine };
  const win = Object.assign(target, { navigator }) as unknown as Window;
  return {
    win,
    goOnline() {
      navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

const failing = (times: number, value = 'module') => {
  let calls = 0;
  return vi.fn(async () => {
    calls++;
    if (calls <= times) throw new TypeError('Failed to fetch dynamically imported module');
    return value;
  });
};

describe('retryImport', () => {
  it('loads at once when the download works', async () => {
    const load = failing(0);
    await expect(retryImport(load, { win: fakeWindow(true).win })).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the network to return before trying again, and says each failure', async () => {
    const network = fakeWindow(false);
    const load = failing(1);
    const onFailure = vi.fn();
    const result = retryImport(load, { win: network.win, delayMs: 1, onFailure });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Offline: one attempt, then nothing until the browser is online again.
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    network.goOnline();
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the given attempts while online, with the last error', async () => {
    const load = failing(10);
    await expect(retryImport(load, { win: fakeWindow(true).win, delayMs: 1, tries: 3 })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not count the time offline as attempts', async () => {
    const network = fakeWindow(false);
    const load = failing(3);
    const result = retryImport(load, { win: network.win, delayMs: 1, tries: 3 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    network.goOnline();
    // 1 offline failure (not counted) + 2 online failures + the third online attempt succeeds.
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
