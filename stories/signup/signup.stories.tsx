import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToastRegion } from '../../src/elements/toast-region';
import { createCaptcha } from '../../src/platform/captcha';
import { SignupView, type SignupViewProps } from '../../src/screens/signup/signup-view';
import type { SignupOptions } from '../../src/stores/signup-options';
import { initialSignupState, type SignupData, type SignupState } from '../../src/stores/signup-state';
import { clearToasts, showToast } from '../../src/stores/toasts';

const credentials: Partial<SignupData> = {
  email: 'ada@example.com',
  password: 'Popcorn-2026',
  favoriteCinema: 'ch-geneve',
  favoriteLanguage: 'fr',
};
const personal: Partial<SignupData> = {
  gender: 'female',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-7-14',
  zipCode: '1201',
  challenge: 'dev-pass',
};

const state = (patch: Partial<SignupState> = {}, data: Partial<SignupData> = {}): SignupState => {
  const initial = initialSignupState();
  return { ...initial, ...patch, data: { ...initial.data, ...data } };
};

const options: SignupOptions = {
  cinemas: [
    { id: 'ch-geneve', name: 'Cine Genève Balexert', city: 'Genève' },
    { id: 'ch-lausanne', name: 'Cine Lausanne Flon', city: 'Lausanne' },
    { id: 'ch-zurich', name: 'Cine Zürich Sihlcity', city: 'Zürich' },
  ],
  newsletters: [
    { id: 'weekly', label: 'This week at the cinema' },
    { id: 'offers', label: 'Offers and previews' },
  ],
  cinemasFailed: false,
  newslettersFailed: false,
};

const meta = {
  title: 'Screens/Signup',
  component: SignupView,
  args: {
    state: state(),
    options,
    languages: [
      { value: 'fr', label: 'Français' },
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ],
    minimumAge: 16,
    captcha: createCaptcha(undefined),
    captchaInvisible: false,
    loginHref: '/fr/login',
    idPrefix: 'story-signup',
    actions: { change: fn(), submit: fn(), back: fn(), resend: fn(), reload: fn() },
  },
} satisfies Meta<SignupViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1Idle: Story = {};

export const EmailTaken: Story = {
  args: { state: state({ fieldErrors: { email: 'signup.errors.emailTaken' } }, credentials) },
};

export const PasswordRulesPartlyMet: Story = {
  args: { state: state({}, { email: 'ada@example.com', password: 'popcorn' }) },
};

export const Step1Submitting: Story = {
  args: { state: state({ isSubmittingStep1: true }, credentials) },
};

export const CinemasFailed: Story = {
  args: { options: { ...options, cinemas: undefined, cinemasFailed: true } },
};

export const Step2Idle: Story = {
  args: { state: state({ step: 2 }, credentials) },
};

export const Step2ValidationErrors: Story = {
  args: {
    state: state(
      {
        step: 2,
        fieldErrors: {
          gender: 'signup.errors.genderRequired',
          firstName: 'signup.errors.firstNameRequired',
          dateOfBirth: 'signup.errors.birthDateInvalid',
          zipCode: 'signup.errors.zipInvalid',
          challenge: 'signup.errors.captchaRequired',
        },
      },
      { ...credentials, lastName: 'Lovelace', dateOfBirth: '1990-2-31', zipCode: '12' },
    ),
  },
};

export const UnderAge: Story = {
  args: {
    state: state(
      { step: 2, fieldErrors: { dateOfBirth: 'signup.errors.tooYoung' } },
      { ...credentials, ...personal, dateOfBirth: '2015-3-1' },
    ),
  },
};

export const Step2ApiError: Story = {
  args: {
    state: state(
      { step: 2, error: { step: 2, status: 500, code: 'EC-101', messageKey: 'Error.API.EC-101' } },
      { ...credentials, ...personal },
    ),
  },
};

export const Step3: Story = {
  args: { state: state({ step: 3 }, { ...credentials, ...personal }) },
};

export const Step3AfterReload: Story = {
  args: { state: state({ step: 3 }, { ...credentials, ...personal, password: '' }) },
};

export const WrongCode: Story = {
  args: {
    state: state(
      {
        step: 3,
        error: { step: 3, status: 400, code: 'EC-110', messageKey: 'Error.API.EC-110' },
        fieldErrors: { activationCode: 'Error.API.EC-110' },
      },
      { ...credentials, ...personal, activationCode: '000000' },
    ),
  },
};

export const ResendError: Story = {
  args: { state: state({ step: 3 }, { ...credentials, ...personal }) },
  beforeEach: () => {
    showToast({ kind: 'error', title: 'Error.Title', message: 'signup.resendResult.error' });
    return clearToasts;
  },
  render: (args) => (
    <>
      <SignupView {...args} />
      <ToastRegion />
    </>
  ),
};

export const Resending: Story = {
  args: { state: state({ step: 3, isResending: true }, { ...credentials, ...personal }) },
};

export const CreatingAccount: Story = {
  args: {
    state: state(
      { step: 3, isRequestingCreateMember: true },
      { ...credentials, ...personal, activationCode: '123456' },
    ),
  },
};

export const DecryptPrefilled: Story = {
  args: {
    state: state(
      { decrypt: 'done', returnUrl: 'https://partner.example/thanks' },
      { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    ),
  },
};

export const DecryptPending: Story = {
  args: { state: state({ decrypt: 'pending' }) },
};

export const DecryptFailed: Story = {
  args: { state: state({ decrypt: 'failed' }) },
};

export const InIframe: Story = {
  args: { compact: true, loginHref: '/fr/login-iframe' },
};

export const Completed: Story = {
  args: { state: state({ completed: true }) },
};
