import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { postForgottenPassword } from '../../api/auth';
import { setLanguage } from '../../i18n/index';
import { configure } from '../../stores/config';
import { restartPasswordReset } from '../../stores/password-recovery';
import { clearSession, setToken } from '../../stores/session-state';
import { makeJwt } from '../../stores/test-fixtures';
import { ForgottenPasswordScreen } from './forgotten-password-screen';

vi.mock('../../api/auth', () => ({ postForgottenPassword: vi.fn(), postResetPassword: vi.fn() }));

beforeAll(async () => {
  await setLanguage('en', 'CH');
});
beforeEach(() => {
  configure({ context: 'browser' });
  restartPasswordReset();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tickCaptcha = async () => fireEvent.click(await screen.findByRole('checkbox'));
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ForgottenPasswordScreen', () => {
  it('offers a signed-in member the way to the account and a sign-out, not the form', () => {
    setToken(makeJwt());
    render(<ForgottenPasswordScreen />);
    expect(screen.getByRole('heading', { name: 'You are already signed in' })).toBeTruthy();
    expect(screen.getByText(/lea\.muller@example\.ch/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toMatch(/\/en$/);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    clearSession();
  });

  it('confirms with the same words for any e-mail and can send again with the e-mail kept', async () => {
    vi.mocked(postForgottenPassword).mockResolvedValue({ success: true });
    render(<ForgottenPasswordScreen />);
    expect(screen.getByLabelText('E-mail address').getAttribute('autocomplete')).toBe('email');
    type('E-mail address', ' nobody@example.com ');
    await tickCaptcha();
    await submit('Send the link');
    const heading = screen.getByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toContain('If an account exists for nobody@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link again' })));
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('nobody@example.com');
  });

  it('keeps the e-mail and shows a translated error when the request fails', async () => {
    vi.mocked(postForgottenPassword).mockRejectedValue(new ApiError('EC-500', { status: 500 }));
    render(<ForgottenPasswordScreen />);
    type('E-mail address', 'ana@example.com');
    await tickCaptcha();
    await submit('Send the link');
    expect(screen.getByRole('alert').textContent).toContain('temporarily unavailable');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('lists what is missing in an error summary linked to the fields', async () => {
    render(<ForgottenPasswordScreen />);
    await submit('Send the link');
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toContain('Enter your e-mail address');
    expect(links).toContain('Please confirm that you are not a robot.');
  });
});
