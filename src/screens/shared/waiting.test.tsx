import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestTexts, setLanguage } from '../../i18n/index';
import { $callsTrying } from '../../stores/calls-trying';
import { Waiting } from './waiting';

beforeAll(async () => {
  await setLanguage('fr', 'CH');
  await requestTexts(['member']);
});
afterEach(() => $callsTrying.set([]));

describe('Waiting', () => {
  it('says politely, in the page language, that a slow call is still being tried, with a retry now', async () => {
    render(<Waiting label="Chargement de votre compte" />);
    expect(screen.queryByRole('button')).toBeNull();
    const retryNow = vi.fn();
    act(() => $callsTrying.set([{ path: 'accounts/me', retryNow }]));
    const notice = await screen.findByText('Le service met du temps à répondre. Nous continuons d’essayer…');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Réessayer maintenant' }).click());
    expect(retryNow).toHaveBeenCalledOnce();
    act(() => $callsTrying.set([]));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks only for the calls its block waits on, and "retry now" retries only those', async () => {
    render(<Waiting label="Chargement des questions" calls={['footer', 'cinemas']} />);
    const other = vi.fn();
    act(() => $callsTrying.set([{ path: 'accounts/me', retryNow: other }]));
    expect(screen.queryByRole('button')).toBeNull();
    const mine = vi.fn();
    act(() => $callsTrying.set([...$callsTrying.get(), { path: 'cinemas', retryNow: mine }]));
    act(() => screen.getByRole('button', { name: 'Réessayer maintenant' }).click());
    expect(mine).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });
});
