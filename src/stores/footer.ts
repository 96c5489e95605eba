import { atom, map } from 'nanostores';
import type { Cinema } from '../api/contract/cinemas';
import type { FooterShow } from '../api/contract/footer';
import { getCatalogueCinemas, getFooter } from '../api/footer';
import { toApiError } from '../api/http';
import { derive } from '../platform/hydration';
import { settledApiContext } from './api-context';

export type { Cinema, FooterShow };

/** Spec section 3 "footer state": the shows (questions), the cinemas, each with its load state. */
export type FooterState = {
  shows?: FooterShow[];
  cinemas?: Cinema[];
  showsError?: string;
  cinemasError?: string;
};

export const $footer = map<FooterState>({});
/** The spec's isRecurrentQuestions flag: the recurring (SEO) questions instead of the regular ones. */
export const $recurringQuestions = atom(false);

/** The questions the switch shows. */
export const $footerQuestions = derive([$footer, $recurringQuestions], (state, recurring) =>
  state.shows?.filter((show) => show.recurring === recurring),
);

let pending: Promise<void> | undefined;

/** Loads the questions and the cinemas side by side; each half fails on its own and keeps the other. */
export function loadFooter(): Promise<void> {
  pending ??= (async () => {
    const state = $footer.get();
    $footer.set({ ...state, showsError: undefined, cinemasError: undefined });
    const ctx = await settledApiContext();
    const [shows, cinemas] = await Promise.allSettled([
      state.shows ? Promise.resolve({ shows: state.shows }) : getFooter(ctx),
      state.cinemas ? Promise.resolve({ cinemas: state.cinemas }) : getCatalogueCinemas(ctx),
    ]);
    $footer.set({
      shows: shows.status === 'fulfilled' ? shows.value.shows : undefined,
      showsError: shows.status === 'rejected' ? toApiError(shows.reason).code : undefined,
      cinemas: cinemas.status === 'fulfilled' ? cinemas.value.cinemas : undefined,
      cinemasError: cinemas.status === 'rejected' ? toApiError(cinemas.reason).code : undefined,
    });
  })().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** Loads both halves again, in the page's new language. */
export function reloadFooter(): Promise<void> {
  $footer.set({});
  return loadFooter();
}

/** The switch between regular and recurring questions. */
export function showRecurringQuestions(recurring: boolean): void {
  $recurringQuestions.set(recurring);
}
