// The "My films" block alone, fed generated shows, so the bench times rendering and nothing else.
import '../../site/site.css';
import { SHOW_FORMATS } from '../../src/api/contract/shows';
import { defineIsland } from '../../src/elements/define-island';
import filmsCss from '../../src/screens/dashboard/films/films.css?inline';
import { FilmsBlock } from '../../src/screens/dashboard/films/films-block';
import { $shows, emotionCodeOf, type ShowEntry, setEmotionFilter } from '../../src/stores/shows';
import { toSheet } from '../../src/styles/sheets';
import badgesCss from '../../src/ui/format-badge.css?inline';

function shows(count: number): ShowEntry[] {
  return Array.from({ length: count }, (_, n) => {
    const emotion = ([3, 2, 1, null] as const)[n % 4] ?? null;
    return {
      id: `bench-${n}`,
      kind: n % 8 === 5 ? 'event' : 'movie',
      title: `Film number ${n}`,
      slug: `film-${n}`,
      date: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString(),
      cinemaName: 'Cine Lausanne Flon',
      formats: n % 3 ? [SHOW_FORMATS[n % SHOW_FORMATS.length] ?? 'imax'] : [],
      intention: 'seen',
      emotion,
      emotionCode: emotionCodeOf(emotion),
    };
  });
}

// An empty list first, so the element is up before the clock starts.
$shows.set({ entries: [], loading: false });
defineIsland('cine-bench-films', FilmsBlock, {
  texts: ['dashboard'],
  styles: [toSheet(filmsCss), toSheet(badgesCss)],
  settingsNotice: false,
});

const cards = () =>
  document.querySelector('cine-bench-films')?.shadowRoot?.querySelectorAll('[part="film"]').length ?? 0;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Milliseconds from handing over `count` shows to the visible slice being on screen and painted. */
async function benchRender(count: number): Promise<number> {
  const entries = shows(count);
  const expected = Math.min(30, count);
  const started = performance.now();
  setEmotionFilter('all');
  $shows.set({ entries, loading: false });
  while (cards() !== expected) await frame();
  await frame();
  return performance.now() - started;
}

Object.assign(window, {
  __benchRender: benchRender,
  __benchReady: () =>
    cards() === 0 &&
    document.querySelector('cine-bench-films')?.shadowRoot?.querySelector('[part="films"]') !== null,
});
