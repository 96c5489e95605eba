import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: the policy is made once per page.
beforeEach(() => vi.resetModules());

describe('scriptPolicy', () => {
  it('makes one "cine-account" policy that passes our values through', async () => {
    const createPolicy = vi.fn((_name: string, rules: object) => rules);
    const { scriptPolicy } = await import('./trusted-types');
    const win = { trustedTypes: { createPolicy } } as unknown as Window;
    expect(scriptPolicy(win)?.createScriptURL('/cine-sw.js')).toBe('/cine-sw.js');
    expect(scriptPolicy(win)?.createScript('count()')).toBe('count()');
    expect(createPolicy).toHaveBeenCalledOnce();
    expect(createPolicy.mock.calls[0]?.[0]).toBe('cine-account');
  });

  it('is absent where the browser has no Trusted Types, or the page does not allow our policy', async () => {
    const { scriptPolicy } = await import('./trusted-types');
    expect(scriptPolicy({} as Window)).toBeUndefined();
    vi.resetModules();
    const again = await import('./trusted-types');
    const refusing = {
      trustedTypes: {
        createPolicy: () => {
          throw new TypeError('Policy "cine-account" disallowed.');
        },
      },
    } as unknown as Window;
    expect(again.scriptPolicy(refusing)).toBeUndefined();
  });
});
