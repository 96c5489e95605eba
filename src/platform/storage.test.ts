import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './storage';

describe('storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('writes, reads and removes in the tab session by default', () => {
    writeStored('k', 'v');
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(readStored('k')).toBe('v');
    removeStored('k');
    expect(readStored('k')).toBeUndefined();
  });

  it('never throws when storage refuses (sandboxed iframe with cookies blocked)', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeStored('k', 'v')).not.toThrow();
    expect(readStored('k')).toBeUndefined();
    expect(() => removeStored('k')).not.toThrow();
  });
});
