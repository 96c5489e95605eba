import { useEffect, useId } from 'react';
import { useT } from '../../i18n/use-t';
import {
  $articleSearch,
  $foundArticles,
  $helpArticles,
  loadHelpArticles,
  searchArticles,
} from '../../stores/contact';
import { Heading } from '../../ui/heading';
import { useStore } from '../../ui/use-store';
import { LoadWaiting } from '../shared/load-waiting';

/** The help articles as questions that open in place (native disclosure), with a search box. */
export function HelpArticles() {
  const { t } = useT();
  const searchId = useId();
  const { articles, loading, error } = useStore($helpArticles);
  const search = useStore($articleSearch);
  const found = useStore($foundArticles);
  useEffect(() => {
    const state = $helpArticles.get();
    if (!state.articles && !state.loading && !state.error) void loadHelpArticles();
  }, []);
  const body = (
    <LoadWaiting
      failed={Boolean(error && !loading)}
      loaded={Boolean(articles)}
      loadingLabel={t('contact.faq.loading')}
      errorMessage={t('contact.faq.error')}
      onRetry={loadHelpArticles}
      placeholder="placeholder--help"
      calls={['news']}
    >
      {() => (
        <>
          <div className="field contact__search">
            <label className="field__label" htmlFor={searchId}>
              {t('contact.faq.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className="field__input"
              part="input"
              value={search}
              onChange={(event) => searchArticles(event.currentTarget.value)}
            />
          </div>
          <p className="contact__found" role="status">
            {search.trim() ? t('contact.faq.found', { count: found.length }) : ''}
          </p>
          <ul className="contact__faq">
            {found.map((article) => (
              <li key={article.id}>
                <details className="contact__question" part="question">
                  <summary>{article.title}</summary>
                  {article.body.split(/\n{2,}/).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </LoadWaiting>
  );
  return (
    <section className="contact__help" part="faq" aria-labelledby="contact-faq-title">
      <Heading level={2} id="contact-faq-title">
        {t('contact.faq.title')}
      </Heading>
      {body}
    </section>
  );
}
