// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import {
  $articleSearch,
  $contact,
  $foundArticles,
  $helpArticles,
  loadHelpArticles,
  sendContactMessage,
  writeAnotherMessage,
} from './contact';
import { signedInStoreTests } from './test-setup';

signedInStoreTests();

const request = {
  topic: 'tickets' as const,
  name: 'Léa',
  email: 'lea@example.ch',
  message: 'Hello',
  challenge: 'dev-pass',
};

beforeEach(() => {
  writeAnotherMessage();
  $articleSearch.set('');
  $helpArticles.set({ loading: false });
});

describe('help articles', () => {
  it('loads the settings category from the catalogue host and finds words regardless of case and accents', async () => {
    const sent = fakeFetch(
      json({
        articles: [
          { id: 'a', title: 'Où trouver mes e-billets ?', body: 'Ouvrez « Mes e-billets ».' },
          { id: 'b', title: 'Remboursement', body: 'À la caisse du cinéma.' },
        ],
      }),
    );
    await loadHelpArticles();
    expect(sent[0]?.url).toMatch(/\/news\?category=/);
    $articleSearch.set('CINEMA rembours');
    expect($foundArticles.get().map((article) => article.id)).toEqual(['b']);
    $articleSearch.set('');
    expect($foundArticles.get()).toHaveLength(2);
  });
});

describe('contact message', () => {
  it('sends once per click burst and ends sent', async () => {
    const sent = fakeFetch(json({ success: true }));
    expect(await Promise.all([sendContactMessage(request), sendContactMessage(request)])).toEqual([
      true,
      false,
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(request);
    expect($contact.get()).toMatchObject({ sent: true, submitting: false });
  });

  it('says offline apart from other failures, and counts the attempts', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    await sendContactMessage(request);
    expect($contact.get()).toMatchObject({ error: 'contact.errors.network', failures: 1 });
    fakeFetch(json({ errorCode: 'EC-500' }, 500));
    await sendContactMessage(request);
    expect($contact.get()).toMatchObject({ error: 'contact.errors.failed', failures: 2, sent: false });
    // A timeout is the server's slowness, not the customer's network (it was once said as "offline").
    fakeFetch(new DOMException('The operation timed out.', 'TimeoutError'));
    await sendContactMessage(request);
    expect($contact.get()).toMatchObject({ error: 'contact.errors.failed', failures: 3 });
  });
});
