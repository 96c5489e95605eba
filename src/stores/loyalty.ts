import { atom, map } from 'nanostores';
import type { Offer, PointsEntry } from '../api/contract/loyalty';
import { toApiError } from '../api/http';
import { getCards, getPointsHistory } from '../api/loyalty';
import { patchMe } from '../api/profile';
import { derive } from '../platform/hydration';
import { apiContext } from './api-context';
import { mergeClient } from './client';
import { emitError, offlineOr } from './outcomes';
import { $session } from './session-state';
import { $settings } from './settings-state';
import { showToast } from './toasts';

export type { Offer, PointsEntry };

/** Spec section 3 "Loyalty (fidelity) state", plus the load and join flags. */
export type LoyaltyState = {
  pointsHistory?: { pointsEarned: PointsEntry[]; pointsConsumed: PointsEntry[] };
  offersList?: Offer[];
  loading: boolean;
  error?: string;
  joining: boolean;
};

export type PointsList = 'earned' | 'consumed';

/** Points lists start at 10 entries and grow by 5 (spec section 9). */
export const POINTS_FIRST = 10;
export const POINTS_MORE = 5;

export const $loyalty = map<LoyaltyState>({ loading: false, joining: false });
export const $pointsCounters = atom<Record<PointsList, number>>({
  earned: POINTS_FIRST,
  consumed: POINTS_FIRST,
});
/** The offer asked for by the element's `offer-id` attribute, if any. */
export const $offerId = atom<string | undefined>(undefined);

/** Each list cut to its counter; "show more" is offered while the list is longer than the counter. */
export const $pointsSlices = derive([$loyalty, $pointsCounters], (state, counters) => {
  const slice = (entries: PointsEntry[] = [], counter: number) => ({
    items: entries.slice(0, counter),
    total: entries.length,
    hasMore: entries.length > counter,
  });
  return {
    earned: slice(state.pointsHistory?.pointsEarned, counters.earned),
    consumed: slice(state.pointsHistory?.pointsConsumed, counters.consumed),
  };
});

/**
 * The shown offer (spec section 4): the one the `offer-id` attribute names, else the settings' cinema
 * friends offer, else its snack one. Remaining points come from it (0 without one); its first expiry
 * entry is the next expiry.
 */
export const $shownOffer = derive([$loyalty, $offerId, $settings], (state, offerId, settings) => {
  const offers = state.offersList ?? [];
  const wanted = [
    offerId,
    settings?.features.offers.offerTypeCinemaFriendsId,
    settings?.features.offers.offerTypeSnackFriendsId,
  ];
  const offer = wanted.map((id) => offers.find((entry) => id && entry.offerId === id)).find(Boolean);
  return { offer, pointsRemaining: offer?.pointsRemaining ?? 0, nextExpiry: offer?.expiryPointsList[0] };
});

let pending: Promise<void> | undefined;

/** Points history and offers, replaced when loaded (success or failure, spec section 4). */
export function loadLoyalty(): Promise<void> {
  pending ??= (async () => {
    const member = $session.get().user?.sub;
    $loyalty.set({ ...$loyalty.get(), loading: true, error: undefined });
    const ctx = apiContext();
    const [history, cards] = await Promise.allSettled([getPointsHistory(ctx), getCards(ctx)]);
    if ($session.get().user?.sub !== member) return;
    const failed = [history, cards].find((result) => result.status === 'rejected');
    $loyalty.set({
      ...$loyalty.get(),
      pointsHistory: history.status === 'fulfilled' ? history.value : undefined,
      offersList: cards.status === 'fulfilled' ? cards.value.offersList : undefined,
      loading: false,
      error: failed ? toApiError(failed.reason).code : undefined,
    });
  })().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** Shows 5 more entries of one list. */
export function showMorePoints(list: PointsList): void {
  const counters = $pointsCounters.get();
  $pointsCounters.set({ ...counters, [list]: counters[list] + POINTS_MORE });
}

/** Joins the programme (client loyalty update); the page then shows the programme. */
export async function joinLoyalty(origin?: string): Promise<boolean> {
  if ($loyalty.get().joining) return false;
  $loyalty.setKey('joining', true);
  try {
    mergeClient(await patchMe(apiContext(), { isLoyalty: true }));
    showToast({ kind: 'success', title: '_.Success', message: 'loyalty.joined' });
    void loadLoyalty();
    return true;
  } catch (err) {
    const message = offlineOr(toApiError(err), 'Error.Occurred');
    showToast({ kind: 'error', title: 'Error.Title', message });
    emitError(toApiError(err), message, origin);
    return false;
  } finally {
    $loyalty.setKey('joining', false);
  }
}

$session.listen((session) => {
  if (!session.token) {
    pending = undefined;
    $loyalty.set({ loading: false, joining: false });
    $pointsCounters.set({ earned: POINTS_FIRST, consumed: POINTS_FIRST });
  }
});
