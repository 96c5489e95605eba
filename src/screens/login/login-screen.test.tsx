import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as login from '../../stores/login-actions';
import { $login } from '../../stores/login-state';
import { LoginScreen } from './login-screen';

afterEach(() => {
  $login.set({ submitting: false, viaIframe: false });
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('LoginScreen', () => {
  it('lists the missing fields in a summary and marks them invalid, without calling the API', async () => {
    const submit = vi.spyOn(login, 'submitLogin');
    render(<LoginScreen />);
    fireEvent.submit(screen.getByRole('button', { name: 'login.submit' }).closest('form') as HTMLFormElement);
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('login.errors.emailRequired');
    expect(screen.getByLabelText('login.email').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the wrong-credentials message after a 401', async () => {
    vi.spyOn(login, 'submitLogin').mockImplementation(async () => {
      $login.set({ submitting: false, viaIframe: false, error: { status: 401, code: 'EC-120' } });
      return false;
    });
    render(<LoginScreen />);
    fill(/login\.email/, 'demo.ch@cine.test');
    fill(/login\.password/, 'wrong');
    const box = screen.queryByRole('checkbox');
    if (box) fireEvent.click(box);
    await act(async () => {
      fireEvent.submit(
        screen.getByRole('button', { name: 'login.submit' }).closest('form') as HTMLFormElement,
      );
    });
    await waitFor(() => expect(screen.getByText('login.wrongCredentials')).toBeTruthy());
    expect((screen.getByLabelText('login.email') as HTMLInputElement).value).toBe('demo.ch@cine.test');
    expect(document.activeElement?.textContent).toContain('login.wrongCredentials');
  });

  it('shows no inline message for a server error (the store toasts it)', () => {
    $login.set({ submitting: false, viaIframe: false, error: { status: 500, code: 'EC-500' } });
    render(<LoginScreen />);
    expect(screen.queryByText('login.wrongCredentials')).toBeNull();
  });
});
