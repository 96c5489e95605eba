import { atom, map } from 'nanostores';
import { getHelpArticles, postContactSupport } from '../api/contact';
import type { ContactSupportRequest, HelpArticle } from '../api/contract/contact';
import { toApiError } from '../api/http';
import { derive } from '../platform/hydration';
import { apiContext, settledApiContext } from './api-context';
import { type SendState, sendOnce } from './form-send';
import { $settings } from './settings-state';

export { CONTACT_LIMITS, CONTACT_TOPICS } from '../api/contract/contact';
export type { HelpArticle };

export type ArticlesState = { articles?: HelpArticle[]; loading: boolean; error?: string };

export const $helpArticles = map<ArticlesState>({ loading: false });
export const $articleSearch = atom('');
export const $contact = map<SendState>({ submitting: false, sent: false, failures: 0 });

// Accents and case do not matter: "remboursement" finds "Remboursement", "cafe" finds "café".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The articles whose question or answer holds every word searched for. */
export const $foundArticles = derive([$helpArticles, $articleSearch], (state, search) => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const articles = state.articles ?? [];
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const text = fold(`${article.title} ${article.body}`);
    return words.every((word) => text.includes(word));
  });
});

let pending: Promise<void> | undefined;

/** Loads the help articles of the settings' contact category (catalogue host, once the settings are in). */
export function loadHelpArticles(): Promise<void> {
  pending ??= (async () => {
    $helpArticles.set({ ...$helpArticles.get(), loading: true, error: undefined });
    try {
      const ctx = await settledApiContext();
      const category = $settings.get()?.contactCategoryArticleId ?? '';
      const { articles } = await getHelpArticles(ctx, category);
      $helpArticles.set({ articles, loading: false });
    } catch (err) {
      $helpArticles.set({ loading: false, error: toApiError(err).code });
    }
  })().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** Filters the help articles. */
export function searchArticles(text: string): void {
  $articleSearch.set(text);
}

/** Sends the message once per click burst; a failure keeps every word typed (the form owns the values). */
export const sendContactMessage = (request: ContactSupportRequest, origin?: string) =>
  sendOnce($contact, 'contact', () => postContactSupport(apiContext(), request), origin);

/** Back to an empty form, to write again. */
export function writeAnotherMessage(): void {
  $contact.set({ submitting: false, sent: false, failures: 0 });
}
