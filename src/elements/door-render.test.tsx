import { atom } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/index';
import { DOOR_NOTE, snapshotMarkup, spliceSnapshot } from '../platform/door-snapshot';
import { useDoorWait } from '../screens/shared/door';
import { $reach } from '../screens/shared/door-network';
import { $callsTrying, type TryingCall } from '../stores/calls-trying';
import { IslandContext } from '../ui/island-context';
import { islandRenderer } from './island-renderer';

let host: HTMLElement;

const $dataIn = atom(false);
const $reading = atom(false);

const pressed: string[] = [];

function Live() {
  useDoorWait(
    [$dataIn, $reading],
    () => $dataIn.get(),
    () => {},
    () => $reading.get(),
  );
  return (
    <>
      <p>live</p>
      <button type="button" onClick={() => pressed.push('first')}>
        Show
      </button>
      <button type="button" onClick={() => pressed.push('second')}>
        Show
      </button>
    </>
  );
}

// What the page's island renders: its sheet, then the island with the screen.
function Screen({ kept = false }: { kept?: boolean }) {
  return (
    <IslandContext value={{ id: 'x', prefix: 'x', element: host }}>
      <link rel="stylesheet" href="/cine-x.css" />
      <div className="island" lang="fr">
        <h1>Mes e-billets</h1>
        {kept ? (
          <>
            <p>kept</p>
            <button type="button">Show</button>
            <button type="button">Show</button>
          </>
        ) : (
          <Live />
        )}
      </div>
    </IslandContext>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  $reach.set('unknown');
  document.body.replaceChildren();
  $dataIn.set(false);
  $reading.set(false);
  $callsTrying.set([]);
  pressed.length = 0;
});

/** The element's shadow root as the worker serves it: the snapshot of `Screen kept`, with the root's sheet and `note`. */
async function servedSnapshot(note = ''): Promise<ShadowRoot> {
  await setLanguage('fr', 'CH');
  const kept = document.createElement('div');
  kept.attachShadow({ mode: 'open' }).innerHTML = renderToString(<Screen kept />);
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const served =
    '<cine-x><template shadowrootmode="open"><link rel="stylesheet" href="/cine-x.css"/></template></cine-x>';
  const markup = snapshotMarkup(kept.shadowRoot as ShadowRoot, 'CH').replace(DOOR_NOTE, note);
  const page = spliceSnapshot(served, 'cine-x', markup) ?? '';
  shadow.innerHTML = page.slice(page.indexOf('open">') + 6, page.lastIndexOf('</template>'));
  return shadow;
}

it('a tap on a snapshot’s button before the data is in is answered by the same button once the screen is live', async () => {
  const shadow = await servedSnapshot();
  islandRenderer([]).mount(shadow as unknown as HTMLElement, Screen as never, {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  const kept = shadow.querySelectorAll<HTMLButtonElement>('[data-door] button');
  kept[1]?.focus();
  kept[1]?.click();
  expect(pressed).toEqual([]);
  $dataIn.set(true);
  await vi.waitFor(() => expect(pressed).toEqual(['second']));
  expect(shadow.activeElement).toBe(shadow.querySelectorAll('button')[1]);
  expect(shadow.querySelector('[data-door]')).toBeNull();
});

it('the focus in a snapshot moves to the same control of the live screen, with no press', async () => {
  const shadow = await servedSnapshot();
  islandRenderer([]).mount(shadow as unknown as HTMLElement, Screen as never, {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  shadow.querySelector<HTMLButtonElement>('[data-door] button')?.focus();
  $dataIn.set(true);
  await vi.waitFor(() => expect(shadow.querySelector('[data-door]')).toBeNull());
  expect(shadow.activeElement).toBe(shadow.querySelector('button'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(pressed).toEqual([]);
});

it('a door snapshot is replaced by the island’s own render, never hydrated: one island, no mismatch', async () => {
  const shadow = await servedSnapshot();
  expect(shadow.querySelector('.island[data-door] link')).not.toBeNull();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  islandRenderer([]).mount(shadow as unknown as HTMLElement, Screen as never, {});
  // Until the screen's data is in, the member still sees the snapshot, not a blank or a spinner.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(shadow.querySelector('[data-door] p')?.textContent).toBe('kept');
  $dataIn.set(true);
  await vi.waitFor(() => expect(shadow.querySelector('p')?.textContent).toBe('live'));
  expect(shadow.querySelectorAll('.island')).toHaveLength(1);
  expect(shadow.querySelectorAll('link')).toHaveLength(1);
  expect(shadow.querySelector('[data-door]')).toBeNull();
  expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
    expect.stringContaining('hydration'),
  );
});

it('online, a call retrying hands the snapshot over only once the kept copy has been looked for', async () => {
  // The network answers: the call is slow, not cut off.
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null)));
  const shadow = await servedSnapshot();
  $reading.set(true);
  islandRenderer([]).mount(shadow as unknown as HTMLElement, Screen as never, {});
  $callsTrying.set([{} as TryingCall]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The member's codes stay in view, not a spinner, while this device's copy is read.
  expect(shadow.querySelector('[data-door] p')?.textContent).toBe('kept');
  $reading.set(false);
  await vi.waitFor(() => expect(shadow.querySelector('p')?.textContent).toBe('live'));
});

it('said online, a call retrying with a network that does not answer keeps the snapshot, which then says offline', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  // As the worker serves it online: no online note here, the offline one inert beside it.
  const shadow = await servedSnapshot(
    '<template data-door-offline><div part="kept-note" role="status"><p>Vous êtes hors ligne</p></div></template>',
  );
  islandRenderer([]).mount(shadow as unknown as HTMLElement, Screen as never, {});
  $callsTrying.set([{} as TryingCall]);
  await vi.waitFor(() => expect(shadow.querySelector('[data-door] [part~="kept-note"]')).not.toBeNull());
  expect(shadow.querySelector('[part~="kept-note"]')?.textContent).toBe('Vous êtes hors ligne');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(shadow.querySelector('[data-door]')?.textContent).toContain('kept');
  expect(shadow.textContent).not.toContain('live');
  // The network back, the data comes: the live screen takes over.
  $dataIn.set(true);
  await vi.waitFor(() => expect(shadow.querySelector('[data-door]')).toBeNull());
});
