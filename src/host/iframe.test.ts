import type { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';

const stores = vi.hoisted(() => ({
  config: undefined as unknown as ReturnType<typeof atom<{ parentOrigin?: string }>>,
  settings: undefined as unknown as ReturnType<typeof atom<{ allowedOrigins: string[] } | undefined>>,
}));
vi.mock('../stores/config', async () => {
  const { atom } = await import('nanostores');
  stores.config = atom<{ parentOrigin?: string }>({});
  return { $config: stores.config };
});
vi.mock('../stores/settings-state', async () => {
  const { atom } = await import('nanostores');
  stores.settings = atom<{ allowedOrigins: string[] } | undefined>({
    allowedOrigins: ['https://partner.example'],
  });
  return { $settings: stores.settings };
});

const { iframeMessage, listenToParent, postToParent, resolveParentOrigin } = await import('./iframe');

const PARTNER = 'https://partner.example';

function framedWindow(opts: { referrer?: string; ancestors?: string[] } = {}) {
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    location: { ancestorOrigins: opts.ancestors },
    document: { referrer: opts.referrer ?? '' },
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  };
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    for (const fn of listeners) fn({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as Window, parent, deliver };
}

const login = iframeMessage({ code: 'LOGIN_SUCCESSFUL', success: true, token: 'jwt' });

describe('postToParent', () => {
  afterEach(() => stores.config.set({}));

  it('posts the spec message shape to an allowed exact origin', () => {
    const { win, parent } = framedWindow();
    expect(postToParent(login, PARTNER, undefined, win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        code: 'LOGIN_SUCCESSFUL',
        message: '',
        success: true,
        api: { error: '', errorDescription: '', httpStatus: 0, httpMessage: '' },
        token: 'jwt',
      },
      PARTNER,
    );
  });

  it('never posts to "*", to an unlisted origin or to a look-alike', () => {
    const { win, parent } = framedWindow();
    for (const target of [
      '*',
      'https://evil.example',
      'https://partner.example.evil.com',
      'null',
      undefined,
    ]) {
      expect(postToParent(login, target, undefined, win)).toBe(false);
    }
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('trusts the parent-origin attribute', () => {
    stores.config.set({ parentOrigin: 'https://cinema-partner.example' });
    const { win, parent } = framedWindow();
    expect(postToParent(login, 'https://cinema-partner.example', undefined, win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledOnce();
  });
});

describe('resolveParentOrigin', () => {
  afterEach(() => stores.config.set({}));

  it('takes the parent-origin attribute first', () => {
    stores.config.set({ parentOrigin: 'https://a.example' });
    expect(resolveParentOrigin(framedWindow({ referrer: `${PARTNER}/page` }).win)).toBe('https://a.example');
  });

  it('accepts the ancestor or referrer origin only when allowlisted', () => {
    expect(resolveParentOrigin(framedWindow({ ancestors: [PARTNER] }).win)).toBe(PARTNER);
    expect(resolveParentOrigin(framedWindow({ referrer: `${PARTNER}/cinema?x=1` }).win)).toBe(PARTNER);
    expect(resolveParentOrigin(framedWindow({ referrer: 'https://evil.example/' }).win)).toBeUndefined();
    expect(resolveParentOrigin(framedWindow().win)).toBeUndefined();
  });
});

describe('listenToParent', () => {
  it('accepts only valid messages from the parent at an allowed origin', () => {
    const { win, deliver } = framedWindow();
    const handler = vi.fn();
    const stop = listenToParent(handler, undefined, win);
    deliver({ type: 'logout' }, PARTNER);
    deliver({ type: 'logout' }, 'https://evil.example');
    deliver({ type: 'logout' }, PARTNER, {});
    deliver({ nope: true }, PARTNER);
    deliver('logout', PARTNER);
    expect(handler.mock.calls).toEqual([[{ type: 'logout' }, PARTNER]]);
    stop();
    deliver({ type: 'logout' }, PARTNER);
    expect(handler).toHaveBeenCalledOnce();
  });
});
