import { afterEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ loadSettings: vi.fn(), startHostEffects: vi.fn(), setLanguage: vi.fn() }));

vi.mock('../stores/data-layer', () => ({ loadSettings: mocks.loadSettings }));
vi.mock('../host/effects', () => ({ startHostEffects: mocks.startHostEffects }));
vi.mock('../i18n/index', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  setLanguage: mocks.setLanguage,
}));

const { $config } = await import('../stores/config');
const { showToast, clearToasts } = await import('../stores/toasts');
const { defineIsland } = await import('./define-island');
const { useIsland } = await import('../ui/island-context');

function Hello({ greeting }: { greeting?: string }) {
  const { id } = useIsland();
  return <p data-island={id}>{greeting ?? 'hello'}</p>;
}
function Broken(): never {
  throw new Error('boom');
}
defineIsland('cine-test-hello', Hello, { attributes: { greeting: 'string' }, styles: [new CSSStyleSheet()] });
defineIsland('cine-test-broken', Broken);

function mount(html: string): HTMLElement[] {
  document.body.innerHTML = html;
  return [...document.body.children] as HTMLElement[];
}
const text = (el: Element) => el.shadowRoot?.textContent ?? '';

afterEach(() => {
  document.body.innerHTML = '';
  clearToasts();
});

describe('defineIsland', () => {
  it('says inside the element which attribute it ignored, and warns naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [el] = mount('<cine-test-hello lang="xx" country="ZZ"></cine-test-hello>');
    await vi.waitFor(() => expect(el?.shadowRoot?.querySelectorAll('[part="notice"]').length).toBe(2));
    expect(text(el as HTMLElement)).toContain('hello');
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/<cine-test-hello> ignores country="ZZ": expected one of CH, BE, SN, TN/),
      expect.stringMatching(/<cine-test-hello> ignores lang="xx": expected one of fr, en, de, nl/),
    ]);
  });

  it('says when the settings did not load, with a control that asks again', async () => {
    const { $settingsError } = await import('../stores/settings-state');
    const { ApiError } = await import('../api/api-error');
    const [el] = mount('<cine-test-hello></cine-test-hello>');
    await vi.waitFor(() => expect(text(el as HTMLElement)).toContain('hello'));
    $settingsError.set(new ApiError('EC-500', { status: 500 }));
    await vi.waitFor(() => expect(el?.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull());
    mocks.loadSettings.mockClear();
    el?.shadowRoot?.querySelector<HTMLButtonElement>('[role="alert"] button')?.click();
    await vi.waitFor(() => expect(mocks.loadSettings).toHaveBeenCalledTimes(1));
    $settingsError.set(undefined);
  });

  it('renders the screen in an open shadow root with the shared and own sheets adopted', async () => {
    const [el] = mount('<cine-test-hello greeting="bonjour"></cine-test-hello>');
    await vi.waitFor(() => expect(text(el as HTMLElement)).toContain('bonjour'));
    expect(el?.shadowRoot?.mode).toBe('open');
    expect(el?.shadowRoot?.adoptedStyleSheets.length).toBe(4);
    expect(el?.shadowRoot?.querySelector('style')).toBeNull();
    expect(el?.shadowRoot?.querySelector('p')?.dataset.island).toMatch(/^cine-test-hello-\d+$/);
  });

  it('passes the shared attributes to $config, ignoring invalid values', async () => {
    mount(
      '<cine-test-hello lang="fr" country="be" api-base="https://api.example.be/" context="nonsense"></cine-test-hello>',
    );
    await vi.waitFor(() => expect($config.get().lang).toBe('fr'));
    expect($config.get()).toMatchObject({
      country: 'BE',
      apiBase: 'https://api.example.be/',
      context: 'browser',
    });
    expect(mocks.setLanguage).toHaveBeenCalledWith('fr', 'BE');
    expect(mocks.startHostEffects).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(mocks.loadSettings).toHaveBeenCalledTimes(1));
  });

  it('follows attribute changes and themes the host by country', async () => {
    const [el] = mount('<cine-test-hello country="TN"></cine-test-hello>') as [HTMLElement];
    await vi.waitFor(() => expect(el.dataset.country).toBe('TN'));
    el.setAttribute('country', 'CH');
    el.setAttribute('lang', 'de');
    await vi.waitFor(() => expect($config.get()).toMatchObject({ country: 'CH', lang: 'de' }));
    await vi.waitFor(() => expect(el.dataset.country).toBe('CH'));
  });

  it('shows a translated fallback with a retry button and emits cine-error when the screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: CustomEvent[] = [];
    document.addEventListener('cine-error', (e) => errors.push(e));
    const [el] = mount('<cine-test-broken></cine-test-broken>') as [HTMLElement];
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[role="alert"] button')).not.toBeNull());
    expect(errors[0]?.detail).toMatchObject({ code: 'RENDER_ERROR', message: 'boom' });
    expect(errors[0]?.composed).toBe(true);
  });

  it('is harmless to define twice', () => {
    const first = customElements.get('cine-test-hello');
    expect(defineIsland('cine-test-hello', Hello)).toBe(first);
  });

  it('shows each toast once when several elements are on the page', async () => {
    const els = mount('<cine-test-hello></cine-test-hello><cine-test-hello></cine-test-hello>');
    await vi.waitFor(() => expect(els.every((el) => text(el).includes('hello'))).toBe(true));
    showToast({ kind: 'success', title: 'Saved', message: 'All good' });
    await vi.waitFor(() => expect(els.some((el) => text(el).includes('All good'))).toBe(true));
    expect(els.filter((el) => text(el).includes('All good'))).toHaveLength(1);
    // When the hosting element leaves, the next one takes over the toasts.
    const host = els.find((el) => text(el).includes('All good')) as HTMLElement;
    host.remove();
    const other = els.find((el) => el !== host) as HTMLElement;
    await vi.waitFor(() => expect(text(other)).toContain('All good'));
  });
});
