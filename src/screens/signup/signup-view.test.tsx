import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/index';
import { createCaptcha } from '../../platform/captcha';
import { initialSignupState, type SignupData, type SignupState } from '../../stores/signup-state';
import { SignupView, type SignupViewProps } from './signup-view';

beforeAll(async () => {
  await setLanguage('en', 'CH');
});

const state = (patch: Partial<SignupState> = {}, data: Partial<SignupData> = {}): SignupState => {
  const initial = initialSignupState();
  return { ...initial, ...patch, data: { ...initial.data, ...data } };
};

const props = (patch: Partial<SignupViewProps> = {}): SignupViewProps => ({
  state: state(),
  options: {
    cinemas: [{ id: 'c1', name: 'Cine One', city: 'Genève' }],
    cinemasFailed: false,
    newslettersFailed: false,
  },
  languages: [{ value: 'fr', label: 'Français' }],
  minimumAge: 16,
  captcha: createCaptcha(undefined),
  captchaInvisible: false,
  loginHref: '/en/login',
  idPrefix: 't',
  actions: { change: vi.fn(), submit: vi.fn(), back: vi.fn(), resend: vi.fn(), reload: vi.fn() },
  ...patch,
});

const autocompletes = () =>
  [...document.querySelectorAll('[autocomplete]')].map((el) => el.getAttribute('autocomplete'));

describe('SignupView', () => {
  it('says the step, and moves focus to the new step heading only after a step change', () => {
    const view = render(<SignupView {...props()} />);
    const first = screen.getByRole('heading', { level: 2 });
    expect(first.textContent).toContain('Step 1 of 3');
    expect(document.activeElement).not.toBe(first);
    expect(document.title).toContain('step 1 of 3');

    view.rerender(<SignupView {...props({ state: state({ step: 2 }) })} />);
    const second = screen.getByRole('heading', { level: 2 });
    expect(second.textContent).toContain('Step 2 of 3');
    expect(document.activeElement).toBe(second);
    expect(document.title).toContain('Your personal details');
  });

  it('puts autocomplete on every identity field of each step', () => {
    const view = render(<SignupView {...props()} />);
    expect(autocompletes()).toEqual(expect.arrayContaining(['email', 'new-password']));
    view.rerender(<SignupView {...props({ state: state({ step: 2 }) })} />);
    expect(autocompletes()).toEqual(
      expect.arrayContaining([
        'sex',
        'given-name',
        'family-name',
        'bday-day',
        'bday-month',
        'bday-year',
        'postal-code',
      ]),
    );
    view.rerender(<SignupView {...props({ state: state({ step: 3 }, { password: 'Secret123' }) })} />);
    expect(autocompletes()).toEqual(expect.arrayContaining(['one-time-code', 'address-level2']));
    expect(screen.getByLabelText('Activation code').getAttribute('inputmode')).toBe('numeric');
  });

  it('lists the errors in a summary whose links focus the fields, each field marked invalid', async () => {
    const fieldErrors = {
      firstName: 'signup.errors.firstNameRequired',
      dateOfBirth: 'signup.errors.tooYoung',
    };
    render(<SignupView {...props({ state: state({ step: 2, fieldErrors }) })} />);
    const summary = screen.getByRole('alert');
    const links = [...summary.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual([
      'Enter your first name',
      'You must be at least 16 years old to create an account',
    ]);
    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toContain('t-firstName-error');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: /at least 16/ })));
    expect(document.activeElement).toBe(screen.getByLabelText('Day'));
  });

  it('ticks the password rules as the customer types', () => {
    render(<SignupView {...props({ state: state({}, { password: 'abcdefgh' }) })} />);
    const met = [...document.querySelectorAll('.password-rule')].map((li) => li.getAttribute('data-met'));
    expect(met).toEqual(['true', 'true', 'false', 'false']);
  });

  it('asks the captcha for its challenge before submitting step 2, and goes back without submitting', async () => {
    const actions = { change: vi.fn(), submit: vi.fn(), back: vi.fn(), resend: vi.fn(), reload: vi.fn() };
    render(<SignupView {...props({ actions, state: state({ step: 2 }) })} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /robot/ }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Send me the activation code' })),
    );
    expect(actions.change).toHaveBeenCalledWith({ challenge: 'dev-pass' });
    expect(actions.submit).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.back).toHaveBeenCalledWith(1);
  });

  it('shows that the invitation could not be read, with the form still there', () => {
    render(<SignupView {...props({ state: state({ decrypt: 'failed' }) })} />);
    expect(screen.getByText(/could not read the details/)).toBeTruthy();
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
  });
});
