// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import {
  $emotionCounts,
  $shows,
  $showsCounter,
  $visibleShows,
  emotionCodeOf,
  hasStarted,
  loadShows,
  rateShow,
  SHOWS_PAGE,
  setEmotionFilter,
  showMoreShows,
} from './shows';
import { signedInStoreTests } from './test-setup';
import { $toasts } from './toasts';

const show = (n: number, emotion: 1 | 2 | 3 | null) => ({
  id: `s${n}`,
  kind: 'movie' as const,
  title: `Film ${n}`,
  slug: `film-${n}`,
  date: '2026-01-01T20:00:00Z',
  formats: [],
  intention: 'seen' as const,
  emotion,
});
const shows = (count: number) =>
  Array.from({ length: count }, (_, n) => show(n, ([3, 2, 1, null] as const)[n % 4] ?? null));

signedInStoreTests();

beforeEach(() => {
  $shows.set({ loading: false });
  setEmotionFilter('all');
});

describe('emotion codes', () => {
  it('maps 3, 2, 1 to love, like, disappointed and anything else to empty (spec section 4)', () => {
    expect([3, 2, 1, 0, null, '3'].map(emotionCodeOf)).toEqual(['love', 'like', 'disappointed', '', '', '']);
  });
});

describe('loadShows', () => {
  it('asks the mobile host with the key, the language and no-cache headers', async () => {
    const sent = fakeFetch(json({ shows: shows(3) }));
    await Promise.all([loadShows(), loadShows()]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://mobile.example.ch/v4/client/shows?language=fr');
    expect(sent[0]?.headers.get('x-api-key')).toBe('key');
    expect(sent[0]?.headers.get('cache-control')).toBe('no-cache');
    expect($shows.get().entries?.map((e) => e.emotionCode)).toEqual(['love', 'like', 'disappointed']);
  });
});

describe('the visible slice', () => {
  it('shows 30, adds 30 on show more, and stops offering more at the end', () => {
    $shows.set({
      entries: shows(75).map((s) => ({ ...s, emotionCode: emotionCodeOf(s.emotion) })),
      loading: false,
    });
    expect($visibleShows.get()).toMatchObject({ total: 75, hasMore: true });
    expect($visibleShows.get().items).toHaveLength(SHOWS_PAGE);
    showMoreShows();
    showMoreShows();
    expect($visibleShows.get()).toMatchObject({ hasMore: false });
    expect($visibleShows.get().items).toHaveLength(75);
  });

  it('filters by emotion and resets the counter to 30', () => {
    $shows.set({
      entries: shows(200).map((s) => ({ ...s, emotionCode: emotionCodeOf(s.emotion) })),
      loading: false,
    });
    showMoreShows();
    setEmotionFilter('love');
    expect($showsCounter.get()).toBe(30);
    expect($visibleShows.get().total).toBe(50);
    expect($visibleShows.get().items.every((item) => item.emotionCode === 'love')).toBe(true);
    expect($emotionCounts.get()).toEqual({ all: 200, love: 50, like: 50, disappointed: 50 });
  });
});

describe('rateShow', () => {
  beforeEach(() => {
    $shows.set({
      entries: shows(2).map((s) => ({ ...s, emotionCode: emotionCodeOf(s.emotion) })),
      loading: false,
    });
  });

  it('shows the rating at once and keeps what the API answers', async () => {
    const sent = fakeFetch(json({ ...show(1, 3) }));
    const done = rateShow('s1', 3);
    expect($shows.get().entries?.[1]?.emotionCode).toBe('love');
    await done;
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { emotion: 3 } });
    expect(sent[0]?.url).toContain('/v4/client/shows/s1/emotion');
  });

  it('puts the old rating back when refused', async () => {
    fakeFetch(json({ errorCode: 'EC-500' }, 500));
    await expect(rateShow('s1', 1)).resolves.toBe(false);
    expect($shows.get().entries?.[1]?.emotionCode).toBe('like');
    expect($toasts.get()).toMatchObject([{ kind: 'error' }]);
  });
});

describe('a show not started yet', () => {
  it('has started once its local start time is past', () => {
    const now = new Date('2026-11-26T18:00:00').getTime();
    expect(hasStarted({ date: '2026-11-26T17:59:00Z' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-11-26T18:00:00' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-11-26T20:30:00Z' }, now)).toBe(false);
  });

  it('cannot be rated: nothing changes and nothing is sent', async () => {
    const coming = { ...show(5, null), date: new Date(Date.now() + 86_400_000).toISOString() };
    $shows.set({ entries: [{ ...coming, emotionCode: '' }], loading: false });
    const sent = fakeFetch(json({ ...coming, emotion: 3 }));
    await expect(rateShow('s5', 3)).resolves.toBe(false);
    expect(sent).toHaveLength(0);
    expect($shows.get().entries?.[0]?.emotion).toBeNull();
  });
});
