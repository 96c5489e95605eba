import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $session, decodeUser } from '../../stores/session-state';
import { makeJwt } from '../../stores/test-fixtures';
import { UserMenuScreen } from './user-menu-screen';

afterEach(() => {
  $session.set({});
});

const signIn = () => {
  const token = makeJwt(3600, { given_name: 'Léa', family_name: 'Muller' });
  $session.set({ token, user: decodeUser(token) });
};

describe('UserMenuScreen', () => {
  it('offers a sign-in link to the account login route when signed out', () => {
    render(<UserMenuScreen />);
    expect(screen.getByRole('link', { name: 'userMenu.signIn' }).getAttribute('href')).toMatch(
      /\/[a-z]{2}\/login$/,
    );
  });

  it('shows the initials and first name, and opens and closes its menu with Escape', () => {
    signIn();
    render(<UserMenuScreen />);
    // Label in name: the name starts with the visible first name.
    const toggle = screen.getByRole('button', { name: /^Léa ?, userMenu\.toggleHint$/ });
    expect(toggle.getAttribute('aria-label')).toBeNull();
    expect(toggle.querySelector('[aria-hidden="true"]')?.textContent).toBe('LM');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const tickets = screen.getByRole('link', { name: 'userMenu.tickets' });
    expect(tickets.getAttribute('href')).toMatch(/\/e-tickets$/);
    tickets.focus();
    fireEvent.keyDown(tickets, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
