import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage, setTranslations } from './index';
import { useT } from './use-t';

function CloseButton() {
  const { t, lang, locale } = useT();
  return (
    <button type="button" lang={lang} data-locale={locale}>
      {t('_.Close')}
    </button>
  );
}

function Title() {
  const t = useT();
  return <h1>{t('NotFound.Title')}</h1>;
}

function LoginHeading() {
  const t = useT('login');
  return <h2>{`${t('login.heading')} / ${t('Error.Title')}`}</h2>;
}

describe('useT', () => {
  it('re-renders every view when the language changes', async () => {
    await act(() => setLanguage('fr', 'CH'));
    render(<CloseButton />);
    expect(screen.getByRole('button').textContent).toBe('Fermer');
    expect(screen.getByRole('button').getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('button').dataset.locale).toBe('fr-CH');
    await act(() => setLanguage('nl', 'BE'));
    expect(screen.getByRole('button').textContent).toBe('Sluiten');
    await act(() => setLanguage('de', 'CH'));
    expect(screen.getByRole('button').textContent).toBe('Schliessen');
  });

  it('shows the last of overlapping language changes', async () => {
    render(<CloseButton />);
    await act(() => Promise.all([setLanguage('de', 'CH'), setLanguage('fr', 'BE'), setLanguage('en', 'BE')]));
    expect(screen.getByRole('button').textContent).toBe('Close');
    expect(screen.getByRole('button').dataset.locale).toBe('en-BE');
  });

  it('can be called directly', async () => {
    await act(() => setLanguage('en', 'TN'));
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
  });

  it('looks in its namespace first, then in the others', async () => {
    await act(() => setLanguage('fr', 'SN'));
    render(<LoginHeading />);
    expect(screen.getByRole('heading').textContent).toBe('Se connecter / Erreur');
  });

  it('re-renders when an integrator changes a text', async () => {
    await act(() => setLanguage('en', 'SN'));
    render(<CloseButton />);
    act(() => setTranslations('en', 'common', { _: { Close: 'Done' } }));
    expect(screen.getByRole('button').textContent).toBe('Done');
  });
});
