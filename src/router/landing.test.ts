import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../stores/config';
import { $urlRedirect } from '../stores/redirect';
import { preloadLanding } from './landing';
import type { LiveScreens } from './routes';

// A member's card shows soon after "sign in" only if its code and texts come while the sign-in is in flight.
const screens = () =>
  ({
    dashboard: { tag: 'cine-dashboard', load: vi.fn(async () => undefined), texts: ['dashboard', 'member'] },
    tickets: { tag: 'cine-tickets', load: vi.fn(async () => undefined), texts: ['tickets', 'member'] },
  }) satisfies LiveScreens;

describe('the page a sign-in lands on', () => {
  afterEach(() => {
    $urlRedirect.set(undefined);
    configure({ context: 'browser' });
  });

  it('loads the dashboard, or the page the guard turned away, while the sign-in runs', () => {
    configure({ context: 'browser', lang: 'fr', country: 'CH' });
    const live = screens();
    preloadLanding(live, '/');
    expect(live.dashboard.load).toHaveBeenCalledTimes(1);
    $urlRedirect.set('/fr/e-tickets');
    preloadLanding(live, '/');
    expect(live.tickets.load).toHaveBeenCalledTimes(1);
    expect(live.dashboard.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing in a frame or an app, where the host takes the token', () => {
    configure({ context: 'iframe' });
    const live = screens();
    preloadLanding(live, '/');
    expect(live.dashboard.load).not.toHaveBeenCalled();
  });

  it('names the texts each element asks for', async () => {
    const { liveScreens } = await import('../elements/account-site');
    for (const screen of Object.values(liveScreens)) {
      if (!screen.texts) continue;
      const source = readFileSync(resolve(import.meta.dirname, `../elements/${screen.tag}.ts`), 'utf8');
      const declared = source.match(/\btexts:\s*\[([^\]]*)\]/)?.[1] ?? '';
      expect([...declared.matchAll(/'([a-z-]+)'/g)].map((m) => m[1])).toEqual(screen.texts);
    }
    // Importing every screen's element takes a while on a busy machine.
  }, 60_000);
});
