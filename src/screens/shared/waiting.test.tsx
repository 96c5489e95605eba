import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/index';
import { $callsTrying } from '../../stores/calls-trying';
import { Waiting } from './waiting';

beforeAll(async () => {
  await setLanguage('fr', 'CH');
});
afterEach(() => $callsTrying.set([]));

describe('Waiting (issue 25 point 1)', () => {
  it('says politely, in the page language, that a slow call is still being tried, with a retry now', () => {
    render(<Waiting label="Chargement de votre compte" />);
    const region = screen.getAllByRole('status').find((element) => element.tagName === 'P');
    expect(region?.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    const retryNow = vi.fn();
    act(() => $callsTrying.set([{ id: 1, path: 'accounts/me', retryNow }]));
    expect(region?.textContent).toBe('Le service met du temps à répondre. Nous continuons d’essayer…');
    act(() => screen.getByRole('button', { name: 'Réessayer maintenant' }).click());
    expect(retryNow).toHaveBeenCalledOnce();
    act(() => $callsTrying.set([]));
    expect(region?.textContent).toBe('');
  });
});
