import { afterEach, describe, expect, it, vi } from 'vitest';
import { $reach, askNetwork, doorOnline, sayOffline } from './door-network';

afterEach(() => {
  $reach.set('unknown');
  vi.unstubAllGlobals();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the door and a network that says online', () => {
  it('a network that does not answer counts as offline; one that answers, even with an error, as online', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('NetworkError'));
    vi.stubGlobal('fetch', fetch);
    expect(doorOnline()).toBe(true);
    askNetwork();
    // While asked, the door holds its snapshot.
    expect(doorOnline()).toBe(false);
    await settled();
    expect($reach.get()).toBe('down');
    expect(doorOnline()).toBe(false);
    // Asked once per page.
    askNetwork();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(location.href, { method: 'HEAD', cache: 'no-store' });

    $reach.set('unknown');
    fetch.mockResolvedValueOnce(new Response(null, { status: 503 }));
    askNetwork();
    await settled();
    expect(doorOnline()).toBe(true);
  });

  it('the snapshot served as online then says "offline, as of" instead of its online note', () => {
    const snapshot = document.createElement('div');
    const offline = '<div class="kept-note" part="kept-note" role="status"><p>Offline, as of 8 Dec</p></div>';
    // The note's place as the worker fills it online: the online note, then the offline one, inert.
    snapshot.append(document.createElement('h1'));
    const online = document.createElement('div');
    online.setAttribute('part', 'kept-note');
    online.textContent = 'Your tickets as of 8 Dec, updating…';
    const template = document.createElement('template');
    template.setAttribute('data-door-offline', '');
    template.content.append(document.createRange().createContextualFragment(offline));
    snapshot.append(online, template);
    sayOffline(snapshot);
    expect(snapshot.querySelectorAll('[part~="kept-note"]')).toHaveLength(1);
    expect(snapshot.querySelector('[part~="kept-note"]')?.textContent).toBe('Offline, as of 8 Dec');
    expect(snapshot.querySelector('template')).toBeNull();
    // Once: a second call finds no template and leaves the note.
    sayOffline(snapshot);
    expect(snapshot.textContent).toBe('Offline, as of 8 Dec');
  });
});
