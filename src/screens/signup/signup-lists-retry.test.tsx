import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/index';
import { createCaptcha } from '../../platform/captcha';
import { initialSignupState } from '../../stores/signup-state';
import { SignupView, type SignupViewProps } from './signup-view';

beforeAll(async () => {
  await setLanguage('fr', 'CH');
});

const props = (step: 1 | 3, reload = vi.fn()): SignupViewProps => ({
  state: { ...initialSignupState(), step },
  options: { cinemasFailed: true, newslettersFailed: true },
  languages: [{ value: 'fr', label: 'Français' }],
  minimumAge: 16,
  captcha: createCaptcha(undefined),
  captchaInvisible: false,
  loginHref: '/fr/login',
  idPrefix: 't',
  actions: { change: vi.fn(), submit: vi.fn(), back: vi.fn(), resend: vi.fn(), reload },
});

describe('a signup list that failed to load', () => {
  it('offers its own retry, and the cinema list is fetched again when the member opens it', () => {
    const failed: string[] = [];
    const cases = [
      {
        name: 'cinemas: its retry',
        step: 1,
        act: () => screen.getByRole('button', { name: 'Recharger la liste des cinémas' }).click(),
        list: 'cinemas',
      },
      {
        name: 'cinemas: opening the select',
        step: 1,
        act: () => fireEvent.focus(screen.getByLabelText(/Cinéma préféré/)),
        list: 'cinemas',
      },
      {
        name: 'newsletters: its retry',
        step: 3,
        act: () => screen.getByRole('button', { name: 'Recharger les newsletters' }).click(),
        list: 'newsletters',
      },
    ] as const;
    for (const test of cases) {
      const reload = vi.fn();
      const view = render(<SignupView {...props(test.step, reload)} />);
      try {
        test.act();
        if (!reload.mock.calls.some(([list]) => list === test.list))
          failed.push(`${test.name}: nothing fetched`);
      } catch (error) {
        failed.push(`${test.name}: ${String(error).split('\n')[0]}`);
      }
      view.unmount();
    }
    console.log(
      `[faults] signup lists that failed: tried ${cases.length}, held ${cases.length - failed.length}, failed ${failed.length}${failed.length ? `\n  ${failed.join('\n  ')}` : ''}`,
    );
    expect(failed).toEqual([]);
  });
});
