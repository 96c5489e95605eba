import { useEffect } from 'react';
import { $config } from '../../stores/config';
import { reloadFooter } from '../../stores/footer';
import { useStore } from '../../ui/use-store';
import { FooterCinemas } from './footer-cinemas';
import { FooterQuestions } from './footer-questions';

/** The site's footer band: frequent questions and the country's cinemas, never left empty. */
export function FooterScreen() {
  const { lang } = useStore($config);
  // Questions and cinema names come in the page's language: a new language loads them again.
  useEffect(() => {
    if (lang) void reloadFooter();
  }, [lang]);
  return (
    <div className="footer" part="footer">
      <FooterQuestions />
      <FooterCinemas />
    </div>
  );
}
