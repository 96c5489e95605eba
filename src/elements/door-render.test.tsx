import { atom } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/index';
import { snapshotMarkup, spliceSnapshot } from '../platform/door-snapshot';
import { useDoorWait } from '../screens/shared/door';
import { IslandContext } from '../ui/island-context';
import { islandRenderer } from './island-renderer';

let host: HTMLElement;

const $dataIn = atom(false);

function Live() {
  useDoorWait(
    [$dataIn],
    () => $dataIn.get(),
    () => {},
  );
  return <p>live</p>;
}

// What the page's island renders: its sheet, then the island with the screen.
function Screen({ kept = false }: { kept?: boolean }) {
  return (
    <IslandContext value={{ id: 'x', prefix: 'x', element: host }}>
      <link rel="stylesheet" href="/cine-x.css" />
      <div className="island" lang="fr">
        <h1>Mes e-billets</h1>
        {kept ? <p>kept</p> : <Live />}
      </div>
    </IslandContext>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('a door snapshot is replaced by the island’s own render, never hydrated: one island, no mismatch', async () => {
  await setLanguage('fr', 'CH');
  const kept = document.createElement('div');
  kept.attachShadow({ mode: 'open' }).innerHTML = renderToString(<Screen kept />);
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  // As the worker serves it: the snapshot in the served page's root, with that root's sheet.
  const served =
    '<cine-x><template shadowrootmode="open"><link rel="stylesheet" href="/cine-x.css"/></template></cine-x>';
  const page = spliceSnapshot(served, 'cine-x', snapshotMarkup(kept.shadowRoot as ShadowRoot, 'CH')) ?? '';
  shadow.innerHTML = page.slice(page.indexOf('open">') + 6, page.lastIndexOf('</template>'));
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
