import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./elements/cine-login.ts', () => {
  loaded.push('cine-login');
  return {};
});
vi.mock('./elements/cine-signup.ts', () => {
  loaded.push('cine-signup');
  return {};
});
vi.mock('./elements/cine-user-menu.ts', () => {
  loaded.push('cine-user-menu');
  return {};
});

describe('autoloader', () => {
  it('loads only the elements on the page, including ones added later and inside open shadow roots', async () => {
    document.body.innerHTML = '<cine-login></cine-login><p>text</p>';
    await import('./autoloader');
    await vi.waitFor(() => expect(loaded).toContain('cine-login'));
    expect(loaded).not.toContain('cine-signup');

    document.body.append(document.createElement('cine-signup'));
    await vi.waitFor(() => expect(loaded).toContain('cine-signup'));

    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    await new Promise((resolve) => setTimeout(resolve, 0));
    shadow.append(document.createElement('cine-user-menu'));
    await vi.waitFor(() => expect(loaded).toContain('cine-user-menu'));
    expect(loaded.filter((tag) => tag === 'cine-login')).toHaveLength(1);
  });
});
