import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { postResetPassword } from '../../api/auth';
import { setLanguage } from '../../i18n/index';
import { configure } from '../../stores/config';
import { clearPasswordReset } from '../../stores/password-recovery';
import { ResetPasswordScreen } from './reset-password-screen';

vi.mock('../../api/auth', () => ({ postForgottenPassword: vi.fn(), postResetPassword: vi.fn() }));

beforeAll(async () => {
  await setLanguage('en', 'CH');
});
beforeEach(() => {
  configure({ context: 'browser' });
  clearPasswordReset();
  window.history.replaceState(null, '', '/en/reset-password');
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tickCaptcha = async () => fireEvent.click(await screen.findByRole('checkbox'));
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ResetPasswordScreen', () => {
  it('explains a link without a token and offers a new one', () => {
    render(<ResetPasswordScreen />);
    expect(screen.getByRole('heading', { name: 'This reset link is incomplete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/en/forgotten-password',
    );
  });

  it('reads the token from the query, ticks the rules as the user types and refuses a mismatch', async () => {
    window.history.replaceState(null, '', '/en/reset-password?token=abc');
    render(<ResetPasswordScreen />);
    type('New password', 'abcdefgh');
    const met = screen.getAllByRole('listitem').map((li) => li.getAttribute('data-met'));
    expect(met).toEqual(['true', 'true', 'false', 'false']);
    type('New password', 'Abcdefg1');
    type('Confirm the new password', 'Abcdefg2');
    await tickCaptcha();
    await submit('Save the new password');
    expect(screen.getByRole('alert').textContent).toContain('The two passwords are not the same');
    expect(screen.getByLabelText('Confirm the new password').getAttribute('aria-invalid')).toBe('true');
    expect(postResetPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the attribute token and moves focus to the success heading', async () => {
    vi.mocked(postResetPassword).mockResolvedValue({ success: true });
    render(<ResetPasswordScreen token="tok-1" />);
    type('New password', 'Abcdefg1');
    type('Confirm the new password', 'Abcdefg1');
    await tickCaptcha();
    await submit('Save the new password');
    expect(postResetPassword).toHaveBeenCalledWith(expect.anything(), {
      token: 'tok-1',
      password: 'Abcdefg1',
      challenge: 'dev-pass',
    });
    const heading = screen.getByRole('heading', { name: 'Your password has been changed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login');
  });

  it('says a used or expired link so and offers a new request', async () => {
    vi.mocked(postResetPassword).mockRejectedValue(new ApiError('EC-130', { status: 400 }));
    render(<ResetPasswordScreen token="used" />);
    type('New password', 'Abcdefg1');
    type('Confirm the new password', 'Abcdefg1');
    await tickCaptcha();
    await submit('Save the new password');
    expect(screen.getByRole('heading', { name: 'This link has expired or was already used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
