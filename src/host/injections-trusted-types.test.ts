import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: the policy is made, and the warning said, once per page.
beforeEach(() => vi.resetModules());
afterEach(() => {
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  document.head.replaceChildren();
  vi.restoreAllMocks();
});

const SCRIPT = { element: 'script', value: 'window.tagged = 1', inHead: true };
const META = { element: 'meta', attributes: { name: 'x-injected', content: 'yes' }, inHead: true };

// Chromium under `require-trusted-types-for 'script'; trusted-types 'none'`: no policy may be made,
// and a string assigned to a script's text throws "requires 'TrustedScript' assignment".
function enforceNone() {
  (window as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (name: string) => {
      throw new TypeError(`Failed to execute 'createPolicy': Policy "${name}" disallowed.`);
    },
  };
}

describe("settings injections under trusted-types 'none'", () => {
  it('skip the scripts with one warning naming the policy, throw nothing, and still add the rest', async () => {
    enforceNone();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { applyInjections } = await import('./injections');
    const cases = [[SCRIPT, META], [{ ...SCRIPT, value: 'window.other = 1' }]];
    const failed: string[] = [];
    for (const injections of cases) {
      try {
        applyInjections(injections);
      } catch (error) {
        failed.push(String(error));
      }
    }
    if (document.head.querySelector('script')) failed.push('a script was added');
    if (!document.head.querySelector('meta[name="x-injected"]')) failed.push('the meta was not added');
    if (warn.mock.calls.length !== 1) failed.push(`${warn.mock.calls.length} warnings`);
    else if (!String(warn.mock.calls[0]?.[0]).includes('"cine-account"'))
      failed.push('the warning names no policy');
    console.log(
      `[csp] injections under trusted-types 'none': tried ${cases.length}, held ${failed.length ? 0 : cases.length}, failed ${failed.length ? cases.length : 0}${failed.length ? `: ${failed.join('; ')}` : ''}`,
    );
    expect(failed).toEqual([]);
  });

  it('turn a sink that throws into the same one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { applyInjections } = await import('./injections');
    const doc = document.implementation.createHTMLDocument('t');
    const make = doc.createElement.bind(doc);
    vi.spyOn(doc, 'createElement').mockImplementation((tag: string) => {
      const element = make(tag);
      Object.defineProperty(element, 'textContent', {
        set() {
          throw new TypeError("This document requires 'TrustedScript' assignment.");
        },
      });
      return element;
    });
    expect(() => applyInjections([SCRIPT], doc)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
