// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { writeCookie } from '../platform/cookies';
import { clearSession } from './session';
import { $settings } from './settings';
import { $subscriptionPass, parsePass } from './subscription-pass';
import { settingsFixture } from './test-fixtures';
import { signedInStoreTests } from './test-setup';

signedInStoreTests();

const withFlags = (passEnabled: boolean, frontDisplayed = true) =>
  $settings.set({
    ...settingsFixture,
    features: { ...settingsFixture.features, subscription: { passEnabled, frontDisplayed } },
  });

beforeEach(() => {
  writeCookie(
    settingsFixture.cookies.subscriptionPass,
    JSON.stringify({ number: 'PASS-1', validUntil: '2027-06-30' }),
  );
});

describe('subscription pass', () => {
  it('is the cookie’s pass where both front flags are on, for a signed-in member only', () => {
    withFlags(true);
    expect($subscriptionPass.get()).toEqual({ number: 'PASS-1', validUntil: '2027-06-30' });
    withFlags(false);
    expect($subscriptionPass.get()).toBeUndefined();
    withFlags(true, false);
    expect($subscriptionPass.get()).toBeUndefined();
    withFlags(true);
    clearSession();
    expect($subscriptionPass.get()).toBeUndefined();
  });

  it('reads a broken or oversized cookie as no pass', () => {
    expect(parsePass('{')).toBeUndefined();
    expect(parsePass(JSON.stringify({ number: 'x'.repeat(41), validUntil: '2027-01-01' }))).toBeUndefined();
    expect(parsePass(undefined)).toBeUndefined();
  });
});
