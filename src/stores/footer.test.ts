// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import { $footer, $footerQuestions, loadFooter, reloadFooter, showRecurringQuestions } from './footer';
import { signedInStoreTests } from './test-setup';

signedInStoreTests();

const shows = [
  { id: 'faq-1', question: 'How do I book?', answer: 'Online.', recurring: false },
  { id: 'seo-1', question: 'Showtimes today', answer: 'On each cinema page.', recurring: true },
];
const cinemas = [{ id: 'ch-bern-westside', name: 'Cine Bern Westside', city: 'Bern' }];

describe('footer', () => {
  it('loads questions and cinemas from the catalogue host, and switches to the recurring questions', async () => {
    const sent = fakeFetch((req) => json(req.url.includes('/footer') ? { shows } : { cinemas }));
    await reloadFooter();
    expect(sent.map((req) => req.url.split('?')[0]).sort()).toEqual([
      'https://www.example.ch/cinemas',
      'https://www.example.ch/footer',
    ]);
    expect($footerQuestions.get()?.map((show) => show.id)).toEqual(['faq-1']);
    showRecurringQuestions(true);
    expect($footerQuestions.get()?.map((show) => show.id)).toEqual(['seo-1']);
    showRecurringQuestions(false);
    expect($footer.get().cinemas).toEqual(cinemas);
  });

  it('keeps the half that loaded when the other fails, and a retry asks only for the missing half', async () => {
    fakeFetch((req) => (req.url.includes('/footer') ? json({ shows: 'nope' }) : json({ cinemas })));
    await reloadFooter();
    expect($footer.get()).toMatchObject({ showsError: 'FRONT_INVALID_PARAMETERS', cinemas });
    const sent = fakeFetch(json({ shows }));
    await loadFooter();
    expect(sent).toHaveLength(1);
    expect($footer.get()).toMatchObject({ shows, cinemas, showsError: undefined });
  });
});
