import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { keepFragmentTarget, QUIET_MS } from './fragment-target';

// The browser's ResizeObserver, driven by hand: `grow()` is a box changing size after a layout.
let observed: Element[] = [];
let grow: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    grow = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {
    grow = () => {};
  }
}

let target: HTMLElement;
let scrolls: unknown[];
beforeEach(() => {
  observed = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  document.body.innerHTML =
    '<header>site</header><main><section id="home">dashboard</section><section id="member-tickets">tickets</section><section>profile</section></main>';
  target = document.getElementById('member-tickets') as HTMLElement;
  scrolls = [];
  target.scrollIntoView = (options) => scrolls.push(options);
  window.location.hash = '#member-tickets';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.location.hash = '';
});

it('puts the target back where the fragment put it each time a box above it grows', () => {
  const stop = keepFragmentTarget();
  // The boxes its place depends on: itself, the ones before it, and its ancestors and theirs.
  const names = observed.map((element) => element.id || element.localName);
  expect(names).toEqual(expect.arrayContaining(['member-tickets', 'home', 'main', 'header', 'body', 'html']));
  expect(names).not.toContain('section');
  grow();
  grow();
  expect(scrolls).toEqual([
    { block: 'start', behavior: 'instant' },
    { block: 'start', behavior: 'instant' },
  ]);
  stop();
});

it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])(
  'lets the member scroll away after a %s',
  (type) => {
    keepFragmentTarget();
    window.dispatchEvent(new Event(type));
    grow();
    expect(scrolls).toEqual([]);
  },
);

it('stops once the target is no longer the target (another fragment followed)', () => {
  keepFragmentTarget();
  window.location.hash = '#home';
  grow();
  window.location.hash = '#member-tickets';
  grow();
  expect(scrolls).toEqual([]);
});

it('stops once sizes have stayed still for a while', () => {
  vi.useFakeTimers();
  keepFragmentTarget();
  grow();
  vi.advanceTimersByTime(QUIET_MS - 1);
  grow();
  vi.advanceTimersByTime(QUIET_MS);
  grow();
  expect(scrolls).toHaveLength(2);
});

it('keeps nothing without a fragment naming an element, nor on a reload (the scroll position is restored)', () => {
  window.location.hash = '';
  keepFragmentTarget();
  window.location.hash = '#nowhere';
  keepFragmentTarget();
  expect(observed).toEqual([]);
  window.location.hash = '#member-tickets';
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: 'reload' } as unknown as PerformanceEntry,
  ]);
  keepFragmentTarget();
  expect(observed).toEqual([]);
  vi.restoreAllMocks();
});
