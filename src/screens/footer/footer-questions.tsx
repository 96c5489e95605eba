import { useT } from '../../i18n/use-t';
import {
  $footer,
  $footerQuestions,
  $recurringQuestions,
  loadFooter,
  showRecurringQuestions,
} from '../../stores/footer';
import { useStore } from '../../ui/use-store';
import { LoadWaiting } from '../shared/load-waiting';

/** The footer's calls: one notice, in the questions' reserved block, speaks for both. */
const FOOTER_CALLS = ['footer', 'cinemas'] as const;

/** The footer's questions, with the switch between the regular and the recurring ones. */
export function FooterQuestions() {
  const { t } = useT();
  const { showsError } = useStore($footer);
  const recurring = useStore($recurringQuestions);
  const questions = useStore($footerQuestions);
  return (
    <section className="footer__faq" aria-labelledby="footer-faq-title">
      <h2 id="footer-faq-title" className="footer__title">
        {t('footer.faqTitle')}
      </h2>
      {/* Before the questions too: they fill the space below it, nothing moves. */}
      <fieldset className="footer__switch">
        <legend className="visually-hidden">{t('footer.switchLabel')}</legend>
        {[false, true].map((value) => (
          <button
            key={String(value)}
            type="button"
            className="footer__switch-button"
            part="switch"
            aria-pressed={recurring === value}
            onClick={() => showRecurringQuestions(value)}
          >
            {t(value ? 'footer.recurring' : 'footer.regular')}
          </button>
        ))}
      </fieldset>
      <LoadWaiting
        failed={Boolean(showsError)}
        loaded={Boolean(questions)}
        loadingLabel={t('footer.loading')}
        errorMessage={t('footer.questionsError')}
        onRetry={loadFooter}
        placeholder="placeholder--faq"
        calls={FOOTER_CALLS}
      >
        {() =>
          questions?.length ? (
            <ul className="footer__questions">
              {questions.map((show) => (
                <li key={show.id}>
                  <details className="footer__question" part="question">
                    <summary>{show.question}</summary>
                    <p>{show.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('footer.noQuestions')}</p>
          )
        }
      </LoadWaiting>
    </section>
  );
}
