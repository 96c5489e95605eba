import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from './index';
import { useT } from './use-t';

function CloseButton() {
  const { t, lang } = useT();
  return (
    <button type="button" lang={lang}>
      {t('_.Close')}
    </button>
  );
}

function Title() {
  const t = useT();
  return <h1>{t('NotFound.Title')}</h1>;
}

describe('useT', () => {
  it('re-renders every view when the language changes', async () => {
    await act(() => setLanguage('fr', 'CH'));
    render(<CloseButton />);
    expect(screen.getByRole('button').textContent).toBe('Fermer');
    expect(screen.getByRole('button').getAttribute('lang')).toBe('fr');
    await act(() => setLanguage('nl', 'BE'));
    expect(screen.getByRole('button').textContent).toBe('Sluiten');
    await act(() => setLanguage('de', 'CH'));
    expect(screen.getByRole('button').textContent).toBe('Schliessen');
  });

  it('can be called directly', async () => {
    await act(() => setLanguage('en', 'TN'));
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
  });
});
