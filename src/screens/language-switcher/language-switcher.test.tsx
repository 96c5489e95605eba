import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $lang, setLanguage } from '../../i18n/index';
import { $location } from '../../platform/navigation';
import { $config, configure } from '../../stores/config';
import { LanguageSwitcher } from './language-switcher';

const at = (pathname: string) => {
  history.replaceState(null, '', pathname);
  $location.set({ pathname, search: '', hash: '' });
};

beforeEach(async () => {
  configure({ context: 'browser', lang: 'fr', country: 'CH', basePath: '' });
  await setLanguage('fr', 'CH');
});

afterEach(() => at('/'));

describe('LanguageSwitcher', () => {
  it('marks the tapped language at once, then switches the page once its texts are in', async () => {
    at('/somewhere');
    render(<LanguageSwitcher />);
    const german = screen.getByRole('link', { name: 'Deutsch' });
    fireEvent.click(german);
    // The tap's own frame: the choice shows, the page has not re-rendered in German yet.
    expect(german.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBeNull();
    expect($config.get().lang).toBe('fr');
    await waitFor(() => expect($lang.get()).toBe('de'));
    expect($config.get().lang).toBe('de');
    expect(german.getAttribute('aria-current')).toBe('true');
  });

  it('follows the last of two quick taps, never showing the first', async () => {
    at('/somewhere');
    render(<LanguageSwitcher />);
    const langs: string[] = [];
    const stop = $config.listen(({ lang }) => langs.push(lang));
    fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect($lang.get()).toBe('en'));
    stop();
    expect(langs).not.toContain('de');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('on the account site, moves to the same route in the chosen language', async () => {
    at('/fr/profile');
    render(<LanguageSwitcher />);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/profile');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'English' }));
    });
    await waitFor(() => expect($location.get().pathname).toBe('/en/profile'));
    expect($config.get().lang).toBe('en');
  });
});
