import { atom, map } from 'nanostores';
import type { EmotionId, Show } from '../api/contract/shows';
import { toApiError } from '../api/http';
import { getMyShows, putShowEmotion } from '../api/shows';
import { parseDate } from '../i18n/format';
import { derive } from '../platform/hydration';
import { settledApiContext } from './api-context';
import { offlineOr } from './outcomes';
import { $session } from './session-state';
import { showToast } from './toasts';

export type EmotionCode = 'love' | 'like' | 'disappointed' | '';
export type EmotionFilter = 'all' | Exclude<EmotionCode, ''>;
/** A show with its derived emotion code (spec section 3 "showsIntentionEmotion"). */
export type ShowEntry = Show & { emotionCode: EmotionCode };
export type { EmotionId };

/** Spec section 4 "Emotion list": page size 30. */
export const SHOWS_PAGE = 30;

/** Rating options of spec section 3: "Rated" (none, empty id and code), Love 3, Like 2, Disappointed 1. */
export const RATING_OPTIONS = [
  { id: '', code: '' },
  { id: 3, code: 'love' },
  { id: 2, code: 'like' },
  { id: 1, code: 'disappointed' },
] as const;

const CODES: Record<number, EmotionCode> = { 3: 'love', 2: 'like', 1: 'disappointed' };

/** Emotion ids love/like/disappointed map to those codes; any other value to '' (spec section 4). */
export const emotionCodeOf = (emotion: unknown): EmotionCode =>
  typeof emotion === 'number' ? (CODES[emotion] ?? '') : '';

/** A show can be rated once it has started; the API's times are local, as shown. */
export const hasStarted = (show: Pick<Show, 'date'>, now: number = Date.now()): boolean =>
  parseDate(show.date).getTime() <= now;

const withCode = (show: Show): ShowEntry => ({ ...show, emotionCode: emotionCodeOf(show.emotion) });

export type ShowsState = { entries?: ShowEntry[]; loading: boolean; error?: string; rating?: string };

export const $shows = map<ShowsState>({ loading: false });
export const $showsFilter = atom<EmotionFilter>('all');
export const $showsCounter = atom(SHOWS_PAGE);

/** The filtered list cut to the counter; `hasMore` while the filtered count exceeds it. */
export const $visibleShows = derive([$shows, $showsFilter, $showsCounter], (state, filter, counter) => {
  const entries = state.entries ?? [];
  const filtered = filter === 'all' ? entries : entries.filter((entry) => entry.emotionCode === filter);
  return { items: filtered.slice(0, counter), total: filtered.length, hasMore: filtered.length > counter };
});

/** How many shows each filter holds, for the filter's labels. */
export const $emotionCounts = derive([$shows], (state) => {
  const counts: Record<EmotionFilter, number> = { all: 0, love: 0, like: 0, disappointed: 0 };
  for (const entry of state.entries ?? []) {
    counts.all += 1;
    if (entry.emotionCode) counts[entry.emotionCode] += 1;
  }
  return counts;
});

let pending: Promise<void> | undefined;

/** GET {mobile}/v4/client/shows, once for concurrent callers (the mobile host comes with the settings). */
export function loadShows(): Promise<void> {
  pending ??= (async () => {
    const member = $session.get().user?.sub;
    $shows.set({ ...$shows.get(), loading: true, error: undefined });
    try {
      const { shows } = await getMyShows(await settledApiContext());
      if ($session.get().user?.sub !== member) return;
      $shows.set({ entries: shows.map(withCode), loading: false });
    } catch (err) {
      $shows.set({ ...$shows.get(), loading: false, error: toApiError(err).code });
    }
  })().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** Changing the emotion filter resets the visible counter to 30 (spec section 4). */
export function setEmotionFilter(filter: EmotionFilter): void {
  $showsFilter.set(filter);
  $showsCounter.set(SHOWS_PAGE);
}

/** Shows 30 more. */
export function showMoreShows(): void {
  $showsCounter.set($showsCounter.get() + SHOWS_PAGE);
}

function replace(id: string, emotion: EmotionId) {
  const entries = $shows
    .get()
    .entries?.map((entry) => (entry.id === id ? withCode({ ...entry, emotion }) : entry));
  $shows.setKey('entries', entries);
}

/** Rates a show at once on screen; a refusal puts the old rating back and says so. */
export async function rateShow(id: string, emotion: EmotionId): Promise<boolean> {
  const before = $shows.get().entries?.find((entry) => entry.id === id);
  if (!before || $shows.get().rating || !hasStarted(before)) return false;
  replace(id, emotion);
  $shows.setKey('rating', id);
  try {
    const saved = await putShowEmotion(await settledApiContext(), id, { emotion });
    replace(id, saved.emotion);
    showToast({ kind: 'success', title: '_.Success', message: '_.UpdateSuccessful' });
    return true;
  } catch (err) {
    replace(id, before.emotion);
    showToast({ kind: 'error', title: 'Error.Title', message: offlineOr(toApiError(err), 'Error.Occurred') });
    return false;
  } finally {
    $shows.setKey('rating', undefined);
  }
}

$session.listen((session) => {
  if (!session.token) {
    pending = undefined;
    $shows.set({ loading: false });
    setEmotionFilter('all');
  }
});
