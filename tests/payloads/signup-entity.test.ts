import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectPayloads, SAFE_RETURNS } from './redirects';

// Open redirects through the third return URL: the one a partner's encrypted signup link carries. Each
// payload comes back from decrypt and the whole signup runs (the API answers faked, the URL check
// real): where the finished signup sends the new member must stay on this site or the allowlist.

const mocks = vi.hoisted(() => ({
  decrypt: vi.fn(),
  emitOutcome: vi.fn(),
}));

vi.mock('../../src/api/signup', () => ({
  verifyMember: async () => ({ exists: false }),
  activateMember: async () => ({ success: true }),
  createMember: async () => ({ access_token: 'tok.en.jwt' }),
  decrypt: mocks.decrypt,
}));
vi.mock('../../src/stores/api-context', () => ({
  apiContext: () => ({ apiBase: '/api/', lang: 'fr' }),
  setCallWatcher: () => undefined,
}));
vi.mock('../../src/stores/config', () => ({
  $config: atom({ lang: 'fr', country: 'CH', context: 'browser', basePath: '' }),
}));
vi.mock('../../src/stores/settings', () => ({
  $settings: atom({
    features: { minimumAgeSubscription: 16 },
    validators: { zipCode: '^\\d{4}$' },
    allowedOrigins: ['https://partner.example'],
  }),
}));
vi.mock('../../src/stores/session', () => ({ setToken: () => true }));
vi.mock('../../src/stores/toasts', () => ({ showToast: () => undefined }));
vi.mock('../../src/stores/outcomes', async (actual) => ({
  ...(await actual<object>()),
  emitOutcome: mocks.emitOutcome,
}));

const signup = await import('../../src/stores/signup');

/** A whole signup from an entity link whose return URL is `returnUrl`; where it ends up going. */
async function signUpFromEntity(returnUrl: string): Promise<string | undefined> {
  sessionStorage.clear();
  mocks.emitOutcome.mockClear();
  signup.$signup.set(signup.initialSignupState());
  signup.startSignup({ origin: 'island-1' });
  mocks.decrypt.mockResolvedValue({
    email: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    returnUrl,
  });
  await signup.decryptEntity('entity');
  signup.updateSignup({ password: 'Secret123', favoriteCinema: 'c1', favoriteLanguage: 'fr' });
  await signup.submitStep1();
  signup.updateSignup({ gender: 'female', dateOfBirth: '1990-7-14', zipCode: '1201', challenge: 'dev-ok' });
  await signup.submitStep2(new Date('2026-03-01T12:00:00Z'));
  signup.updateSignup({ activationCode: '123456' });
  expect(await signup.submitStep3()).toBe(true);
  const navigate = mocks.emitOutcome.mock.calls
    .map(([outcome]) => outcome)
    .find((o) => o.type === 'navigate');
  return navigate?.to;
}

describe('open-redirect payloads in the return URL of a signup entity link', () => {
  beforeEach(() => sessionStorage.clear());

  it('still follows this site and the allowlist', async () => {
    for (const path of SAFE_RETURNS) expect(await signUpFromEntity(path)).toBe(`${location.origin}${path}`);
    expect(await signUpFromEntity('https://partner.example/back')).toBe('https://partner.example/back');
  });

  it('never sends a new member off-site or to a script', async () => {
    const payloads = redirectPayloads(location.host);
    const failed: string[] = [];
    for (const payload of payloads) {
      const to = (await signUpFromEntity(payload)) ?? 'nowhere';
      const target = new URL(to, location.href);
      if (target.origin !== location.origin) failed.push(`${JSON.stringify(payload)} -> ${to}`);
    }
    console.log(
      `[open-redirects] signup entity returnUrl: tried ${payloads.length}, held ${payloads.length - failed.length}, failed ${failed.length}`,
    );
    expect(failed).toEqual([]);
  });
});
