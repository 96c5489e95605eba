import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';

const mocks = vi.hoisted(() => ({
  verifyMember: vi.fn(),
  activateMember: vi.fn(),
  createMember: vi.fn(),
  decrypt: vi.fn(),
  showToast: vi.fn(),
  emitOutcome: vi.fn(),
  setToken: vi.fn(),
}));

vi.mock('../api/signup', () => ({
  verifyMember: mocks.verifyMember,
  activateMember: mocks.activateMember,
  createMember: mocks.createMember,
  decrypt: mocks.decrypt,
}));
vi.mock('./api-context', () => ({
  apiContext: () => ({ apiBase: '/api/', lang: 'fr' }),
  setCallWatcher: () => undefined,
}));
vi.mock('./config', () => ({
  $config: atom({ lang: 'fr', country: 'CH', context: 'browser', basePath: '' }),
}));
vi.mock('./settings', () => ({
  $settings: atom({
    features: { minimumAgeSubscription: 16 },
    validators: { zipCode: '^\\d{4}$' },
    allowedOrigins: ['https://partner.example'],
  }),
}));
vi.mock('./session', () => ({ setToken: mocks.setToken }));
vi.mock('./toasts', () => ({ showToast: mocks.showToast }));
vi.mock('./outcomes', async (actual) => ({ ...(await actual<object>()), emitOutcome: mocks.emitOutcome }));
vi.mock('../platform/safe-url', () => ({
  safeReturnUrl: (value: string, allowed: string[]) =>
    allowed.includes(new URL(value, 'https://ch.localhost').origin) ? value : undefined,
}));

const { $config } = await import('./config');
const signup = await import('./signup');
const { $signup, SIGNUP_STORAGE_KEY, initialSignupState } = signup;

const step1 = {
  email: '  new@example.com ',
  password: 'Secret123',
  favoriteCinema: 'c1',
  favoriteLanguage: 'fr',
};
const step2 = {
  gender: 'female' as const,
  firstName: ' Ada ',
  lastName: ' Lovelace  ',
  dateOfBirth: '1990-7-14',
  zipCode: ' 1201 ',
  challenge: 'dev-ok',
};
const NOW = new Date('2026-03-01T12:00:00Z');
const outcomes = () => mocks.emitOutcome.mock.calls.map(([outcome]) => outcome);

async function reachStep(step: 2 | 3) {
  signup.updateSignup(step1);
  await signup.submitStep1();
  if (step === 3) {
    signup.updateSignup(step2);
    await signup.submitStep2(NOW);
  }
  vi.clearAllMocks();
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  $config.set({ lang: 'fr', country: 'CH', context: 'browser', basePath: '' } as never);
  $signup.set(initialSignupState());
  signup.startSignup({ origin: 'island-1' });
  mocks.verifyMember.mockResolvedValue({ exists: false });
  mocks.activateMember.mockResolvedValue({ success: true });
  mocks.createMember.mockResolvedValue({ access_token: 'tok.en.jwt' });
});

describe('step 1, credentials', () => {
  it('starts on step 1 with nothing typed and isLoyalty false', () => {
    expect($signup.get()).toMatchObject({ step: 1, iframe: false, isWebview: false });
    expect($signup.get().data.isLoyalty).toBe(false);
  });

  it('checks the fields before calling the API', async () => {
    signup.updateSignup({ email: 'not-an-email', password: 'short' });
    expect(await signup.submitStep1()).toBe(false);
    expect(mocks.verifyMember).not.toHaveBeenCalled();
    expect($signup.get().fieldErrors).toEqual({
      email: 'signup.errors.emailInvalid',
      password: 'signup.errors.passwordRules',
      favoriteCinema: 'signup.errors.cinemaRequired',
      favoriteLanguage: 'signup.errors.languageRequired',
    });
  });

  it('trims the e-mail, sets the flag while verifying and moves to step 2', async () => {
    signup.updateSignup(step1);
    const pending = signup.submitStep1();
    expect($signup.get().isSubmittingStep1).toBe(true);
    expect(await pending).toBe(true);
    expect(mocks.verifyMember).toHaveBeenCalledWith(expect.anything(), 'new@example.com');
    expect($signup.get()).toMatchObject({ step: 2, isSubmittingStep1: false });
    expect($signup.get().data.email).toBe('new@example.com');
  });

  it('tells early that the e-mail already has an account, without a toast', async () => {
    mocks.verifyMember.mockResolvedValue({ exists: true });
    signup.updateSignup(step1);
    expect(await signup.submitStep1()).toBe(false);
    expect($signup.get()).toMatchObject({ step: 1, fieldErrors: { email: 'signup.errors.emailTaken' } });
    expect(mocks.showToast).not.toHaveBeenCalled();
  });

  it('treats an EC-111 rejection as an e-mail already used', async () => {
    mocks.verifyMember.mockRejectedValue(new ApiError('EC-111', { status: 409 }));
    signup.updateSignup(step1);
    await signup.submitStep1();
    expect($signup.get().fieldErrors.email).toBe('signup.errors.emailTaken');
  });

  it('shows Error.Occurred for a network failure (status 0)', async () => {
    mocks.verifyMember.mockRejectedValue(new ApiError('EC-500', { status: 0 }));
    signup.updateSignup(step1);
    await signup.submitStep1();
    expect(mocks.showToast).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: 'Error.Occurred' }),
    );
    expect($signup.get()).toMatchObject({ step: 1, isSubmittingStep1: false, error: { step: 1 } });
  });
});

describe('step 2, personal details', () => {
  beforeEach(() => reachStep(2));

  it('trims names and zip code and has the activation code sent', async () => {
    signup.updateSignup(step2);
    expect(await signup.submitStep2(NOW)).toBe(true);
    expect(mocks.activateMember).toHaveBeenCalledWith(expect.anything(), {
      email: 'new@example.com',
      firstName: 'Ada',
      challenge: 'dev-ok',
    });
    expect($signup.get().data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', zipCode: '1201' });
    expect($signup.get()).toMatchObject({ step: 3, isSubmittingStep2: false });
  });

  it("enforces the settings' minimum age and zip-code validator", async () => {
    signup.updateSignup({ ...step2, dateOfBirth: '2015-1-1', zipCode: '12' });
    expect(await signup.submitStep2(NOW)).toBe(false);
    expect($signup.get().fieldErrors).toEqual({
      dateOfBirth: 'signup.errors.tooYoung',
      zipCode: 'signup.errors.zipInvalid',
    });
    expect(mocks.activateMember).not.toHaveBeenCalled();
  });

  it('rejects a date that does not exist', async () => {
    signup.updateSignup({ ...step2, dateOfBirth: '1990-2-31' });
    await signup.submitStep2(NOW);
    expect($signup.get().fieldErrors.dateOfBirth).toBe('signup.errors.birthDateInvalid');
  });

  it('stays on step 2 and keeps the error when activate-member fails (default code EC-101)', async () => {
    mocks.activateMember.mockRejectedValue(new ApiError('', { status: 400 }));
    signup.updateSignup(step2);
    expect(await signup.submitStep2(NOW)).toBe(false);
    expect($signup.get()).toMatchObject({
      step: 2,
      isSubmittingStep2: false,
      error: { step: 2, code: 'EC-101', messageKey: 'Error.API.EC-101' },
    });
    expect(mocks.showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error.API.EC-101' }));
    // The used challenge is dropped, so the check is asked again, as on the other forms.
    expect($signup.get().data).toMatchObject({ challenge: '', firstName: 'Ada' });
  });

  it('posts the code and message to the parent in an iframe', async () => {
    signup.startSignup({ iframe: true });
    mocks.activateMember.mockRejectedValue(new ApiError('EC-140', { status: 400, description: 'bad' }));
    signup.updateSignup(step2);
    await signup.submitStep2(NOW);
    expect(outcomes()).toContainEqual(
      expect.objectContaining({
        type: 'iframeMessage',
        code: 'EC-140',
        success: false,
        message: 'Error.API.EC-140',
      }),
    );
    // Posted, never toasted inside the frame.
    expect(mocks.showToast).not.toHaveBeenCalled();
  });
});

describe('step 3, activation and account creation', () => {
  beforeEach(() => reachStep(3));

  it('creates the member with the trimmed data and an ISO birth date', async () => {
    signup.updateSignup({
      activationCode: '123456',
      city: 'Genève',
      newsletters: ['n1'],
      sendNewsletter: true,
    });
    expect(await signup.submitStep3()).toBe(true);
    expect(mocks.createMember).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        email: 'new@example.com',
        password: 'Secret123',
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1990-07-14',
        zipCode: '1201',
        isLoyalty: false,
        activationCode: '123456',
        newsletters: ['n1'],
        sendNewsletter: true,
      }),
    );
  });

  it('tracks, logs the member in and goes to the dashboard', async () => {
    signup.updateSignup({ activationCode: '123456' });
    await signup.submitStep3();
    expect(mocks.setToken).toHaveBeenCalledWith('tok.en.jwt');
    expect(outcomes()).toEqual([
      { type: 'track', push: signup.SIGNUP_TRACKING },
      { type: 'signedUp', token: 'tok.en.jwt', origin: 'island-1' },
      { type: 'navigate', to: '/fr', origin: 'island-1' },
    ]);
    expect($signup.get()).toMatchObject({ completed: true, isRequestingCreateMember: false });
  });

  it('follows a safe return URL and ignores an unsafe one', async () => {
    signup.startSignup({ returnUrl: 'https://partner.example/thanks' });
    signup.updateSignup({ activationCode: '123456' });
    await signup.submitStep3();
    expect(outcomes()).toContainEqual(
      expect.objectContaining({ type: 'navigate', to: 'https://partner.example/thanks' }),
    );

    await reachStep(3);
    signup.startSignup({ returnUrl: 'https://evil.example/' });
    signup.updateSignup({ activationCode: '123456', password: 'Secret123', challenge: 'dev-pass' });
    await signup.submitStep3();
    expect(outcomes()).toContainEqual(expect.objectContaining({ type: 'navigate', to: '/fr' }));
  });

  it('asks step 3 for the human check when it is gone (a reload), and sends none empty', async () => {
    signup.startSignup();
    signup.updateSignup({ activationCode: '123456', challenge: '' });
    expect(await signup.submitStep3()).toBe(false);
    expect(signup.$signup.get().fieldErrors.challenge).toBe('signup.errors.captchaRequired');
    signup.updateSignup({ challenge: 'dev-pass' });
    expect(await signup.submitStep3()).toBe(true);
  });

  it('sends the app the token, as a webview login does, then closes the webview instead of navigating', async () => {
    signup.startSignup({ isWebview: true });
    signup.updateSignup({ activationCode: '123456' });
    await signup.submitStep3();
    expect(outcomes().filter((o) => o.type === 'native')).toEqual([
      { type: 'native', message: { type: 'loggedIn', payload: { token: 'tok.en.jwt' } } },
      { type: 'native', message: { type: 'close' } },
    ]);
    expect(outcomes().some((o) => o.type === 'navigate')).toBe(false);
  });

  it('posts the token to the parent in an iframe, as a login does', async () => {
    signup.startSignup({ iframe: true });
    signup.updateSignup({ activationCode: '123456' });
    await signup.submitStep3();
    expect(outcomes()).toContainEqual(
      expect.objectContaining({
        type: 'iframeMessage',
        code: 'LOGIN_SUCCESSFUL',
        success: true,
        token: 'tok.en.jwt',
      }),
    );
  });

  it('stays on step 3 with the error at the code field for a wrong code', async () => {
    mocks.createMember.mockRejectedValue(new ApiError('EC-110', { status: 400 }));
    signup.updateSignup({ activationCode: '000000' });
    expect(await signup.submitStep3()).toBe(false);
    expect($signup.get()).toMatchObject({
      step: 3,
      isRequestingCreateMember: false,
      error: { code: 'EC-110' },
      fieldErrors: { activationCode: 'Error.API.EC-110' },
    });
    expect(mocks.setToken).not.toHaveBeenCalled();
  });

  it('asks the human check again after a refusal, so the next press of a burst sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mocks.createMember.mockRejectedValue(new ApiError('EC-140', { status: 400 }));
    signup.updateSignup({ activationCode: '123456', challenge: 'dev-pass' });
    expect(await signup.submitStep3()).toBe(false);
    expect($signup.get().data).toMatchObject({ challenge: '', activationCode: '123456' });
    // The next press of the burst is the same burst; a later one finds the check to give again.
    expect(await signup.submitStep3()).toBe(false);
    vi.setSystemTime(Date.now() + 1000);
    expect(await signup.submitStep3()).toBe(false);
    expect(mocks.createMember).toHaveBeenCalledTimes(1);
    expect($signup.get().fieldErrors.challenge).toBe('signup.errors.captchaRequired');
    vi.useRealTimers();
  });

  it('asks for six digits before calling the API', async () => {
    signup.updateSignup({ activationCode: '12a' });
    await signup.submitStep3();
    expect($signup.get().fieldErrors.activationCode).toBe('signup.errors.codeFormat');
    expect(mocks.createMember).not.toHaveBeenCalled();
  });

  it('resends the code with isForce', async () => {
    expect(await signup.resendCode()).toBe(true);
    expect(mocks.activateMember).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ isForce: true }),
    );
    expect(mocks.showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });

  it('shows the resend error toast when resending fails', async () => {
    mocks.activateMember.mockRejectedValue(new ApiError('EC-500', { status: 500 }));
    expect(await signup.resendCode()).toBe(false);
    expect(mocks.showToast).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: 'signup.resendResult.error' }),
    );
    expect($signup.get()).toMatchObject({ step: 3, isResending: false });
  });

  it('goes back a step without losing anything typed, but never forward', () => {
    signup.updateSignup({ city: 'Lausanne' });
    signup.goToStep(1);
    expect($signup.get().step).toBe(1);
    expect($signup.get().data).toMatchObject({
      email: 'new@example.com',
      firstName: 'Ada',
      city: 'Lausanne',
    });
    signup.goToStep(3);
    expect($signup.get().step).toBe(1);
  });
});

describe('entity decryption', () => {
  it('prefills e-mail, names and the return URL', async () => {
    mocks.decrypt.mockResolvedValue({
      email: ' ada@example.com',
      firstname: 'Ada ',
      lastname: 'Lovelace',
      returnUrl: 'https://partner.example/back',
    });
    expect(await signup.decryptEntity('abc')).toBe(true);
    expect($signup.get()).toMatchObject({ decrypt: 'done', returnUrl: 'https://partner.example/back' });
    expect($signup.get().data).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('shows the failure and lets the customer sign up anyway', async () => {
    mocks.decrypt.mockRejectedValue(new ApiError('EC-140', { status: 400 }));
    expect(await signup.decryptEntity('broken')).toBe(false);
    expect($signup.get()).toMatchObject({ decrypt: 'failed', step: 1 });
    signup.updateSignup(step1);
    expect(await signup.submitStep1()).toBe(true);
  });
});

describe('progress kept for a reload', () => {
  it('saves the progress but never the password or the captcha token', async () => {
    await reachStep(3);
    const saved = sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '';
    expect(saved).toContain('new@example.com');
    expect(saved).not.toContain('Secret123');
    expect(saved).not.toContain('dev-ok');
    expect(JSON.parse(saved).step).toBe(3);
  });

  it('restores the step and fields after a reload, with an empty password to type again', async () => {
    await reachStep(3);
    // A reload: fresh modules, fresh store, only sessionStorage survives.
    vi.resetModules();
    const reloaded = await import('./signup');
    reloaded.startSignup();
    expect(reloaded.$signup.get().step).toBe(3);
    expect(reloaded.$signup.get().data).toMatchObject({
      email: 'new@example.com',
      lastName: 'Lovelace',
      password: '',
    });
    reloaded.updateSignup({ activationCode: '123456' });
    expect(await reloaded.submitStep3()).toBe(false);
    expect(reloaded.$signup.get().fieldErrors.password).toBe('signup.errors.passwordRequired');
  });

  it('forgets the progress once the account exists', async () => {
    await reachStep(3);
    signup.updateSignup({ activationCode: '123456' });
    await signup.submitStep3();
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
  });
});

describe('bounded fields', () => {
  it('says which field is too long, in the form, before anything is sent', async () => {
    const { validateStep1, validateStep2, validateStep3 } = await import('./signup-rules');
    const data = {
      ...initialSignupState().data,
      email: `${'a'.repeat(250)}@x.ch`,
      password: `Aa1${'x'.repeat(200)}`,
    };
    expect(validateStep1(data)).toMatchObject({
      email: 'signup.errors.emailInvalid',
      password: 'signup.errors.passwordTooLong',
    });
    const person = {
      ...data,
      ...step2,
      firstName: 'A'.repeat(81),
      lastName: 'Keller',
      zipCode: '1'.repeat(17),
    };
    expect(validateStep2(person, { minimumAge: 0, now: NOW })).toMatchObject({
      firstName: 'signup.errors.tooLong',
      zipCode: 'signup.errors.zipInvalid',
    });
    expect(
      validateStep3({ ...person, activationCode: '123456', city: 'B'.repeat(81), challenge: 'x' }),
    ).toMatchObject({
      city: 'signup.errors.tooLong',
    });
  });
});
