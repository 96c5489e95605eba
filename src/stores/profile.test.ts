// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import { $client } from './client';
import { configure } from './config';
import { hideLoyaltyPopin } from './loyalty-popin';
import { type EmittedOutcome, onOutcome } from './outcomes';
import { $profile, deleteAccount, updateInfo, updateNotifications, updatePassword } from './profile';
import { $session } from './session';
import { clientFixture } from './test-fixtures';
import { signedInStoreTests } from './test-setup';
import { $toasts } from './toasts';

const outcomes: Omit<EmittedOutcome, 'seq'>[] = [];
let stop = () => {};
const failure = (status: number, errorCode: string, errorDescription?: string) =>
  json({ errorCode, errorDescription, httpStatus: status }, status);

signedInStoreTests();

// Each test starts past the click-burst window of the one before (the same input may be sent again).
let clock = Date.now();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 60_000;
  vi.setSystemTime(clock);
  $client.set({ client: clientFixture, loading: false });
  outcomes.length = 0;
  stop = onOutcome(({ seq, ...outcome }) => outcomes.push(outcome));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('updateInfo', () => {
  it('sends PATCH accounts/me/update and merges the answer, so the new name shows everywhere', async () => {
    const sent = fakeFetch(json({ ...clientFixture, firstName: 'Zoé' }));
    await expect(updateInfo({ firstName: 'Zoé' })).resolves.toBe(true);
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { firstName: 'Zoé' } });
    expect(sent[0]?.url).toMatch(/\/fr\/accounts\/me\/update$/);
    expect($client.get().client?.firstName).toBe('Zoé');
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: '_.UpdateSuccessful' }]);
    expect($profile.get().saving).toBe(false);
  });

  it('counts only 200 as success (spec section 5) and toasts Error.Occurred otherwise', async () => {
    fakeFetch(json(clientFixture, 201));
    await expect(updateInfo({ firstName: 'Zoé' })).resolves.toBe(false);
    expect($client.get().client?.firstName).toBe(clientFixture.firstName);
    expect($toasts.get()).toMatchObject([{ kind: 'error', title: 'Error.Title', message: 'Error.Occurred' }]);
    expect(outcomes[0]).toMatchObject({ type: 'error', message: 'Error.Occurred' });
  });

  it('sends one request for a double click', async () => {
    const sent = fakeFetch(json(clientFixture));
    await Promise.all([updateInfo({ city: 'Bern' }), updateInfo({ city: 'Bern' })]);
    expect(sent).toHaveLength(1);
  });

  it('sends one request for Enter pressed three times when each answer comes before the next press', async () => {
    const sent = fakeFetch(failure(400, 'EC-140'));
    for (let press = 0; press < 3; press++) await updateInfo({ city: 'Bern' });
    await updatePassword({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-22' });
    await updatePassword({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-22' });
    expect(sent).toHaveLength(2);
    // Past the burst, or with other values, the customer's retry goes.
    vi.setSystemTime(Date.now() + 700);
    await updateInfo({ city: 'Bern' });
    await updateInfo({ city: 'Basel' });
    expect(sent).toHaveLength(4);
  });
});

describe('updatePassword', () => {
  it('accepts 201 and says it was saved', async () => {
    const sent = fakeFetch(json({ success: true }, 201));
    await expect(updatePassword({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-22' })).resolves.toBe(
      true,
    );
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: { currentPassword: 'Old-pass-1', newPassword: 'New-pass-22' },
    });
    expect($profile.get().passwordError).toBeUndefined();
  });

  it('keeps Profile.Password.ChangePasswordError on failure, without logging out', async () => {
    fakeFetch(failure(400, 'EC-120'));
    await expect(updatePassword({ currentPassword: 'wrong', newPassword: 'New-pass-22' })).resolves.toBe(
      false,
    );
    expect($profile.get().passwordError).toBe('Profile.Password.ChangePasswordError');
    expect($session.get().token).toBeTruthy();
  });
});

describe('updateNotifications', () => {
  it('saves the choices and merges the answer', async () => {
    const answer = { ...clientFixture, sendNewsletter: true };
    const sent = fakeFetch(json(answer, 201));
    const body = { newsletters: ['offers'], sendNewsletter: true, notifications: { email: true } };
    await expect(updateNotifications(body)).resolves.toBe(true);
    expect(sent[0]?.body).toEqual(body);
    expect($client.get().client?.sendNewsletter).toBe(true);
  });
});

describe('hideLoyaltyPopin', () => {
  it('hides the pop-in at once and records it through the client update', async () => {
    $client.set({ client: { ...clientFixture, isLoyaltyPopinDisplayed: true }, loading: false });
    const sent = fakeFetch(json(clientFixture));
    const done = hideLoyaltyPopin();
    expect($client.get().client?.isLoyaltyPopinDisplayed).toBe(false);
    await done;
    expect(sent[0]?.body).toEqual({ isLoyaltyPopinDisplayed: false });
  });
});

describe('deleteAccount', () => {
  it('shows the server message, then tells the app in a webview', async () => {
    configure({ context: 'webview' });
    const sent = fakeFetch(json({ message: 'Compte supprimé.' }));
    await expect(deleteAccount({ password: 'pw', challenge: 'dev-pass' })).resolves.toBe(true);
    expect(sent[0]).toMatchObject({ method: 'DELETE', body: { password: 'pw', challenge: 'dev-pass' } });
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: 'Compte supprimé.', raw: true }]);
    expect(outcomes).toContainEqual({ type: 'native', message: { type: 'confirmDeleteAccount' } });
  });

  it('logs out in the browser', async () => {
    fakeFetch(json({ message: 'Deleted.' }), json({}, 401));
    await deleteAccount({ password: 'pw', challenge: 'dev-pass' });
    await vi.waitFor(() => expect($session.get().token).toBeUndefined());
    expect(outcomes.map((o) => o.type)).toContain('loggedOut');
  });

  it("keeps the server's errorDescription as text", async () => {
    fakeFetch(failure(400, 'EC-120', '<b>Mot de passe</b> incorrect'));
    await expect(deleteAccount({ password: 'bad', challenge: 'dev-pass' })).resolves.toBe(false);
    expect($profile.get().deleteError).toEqual({ text: '<b>Mot de passe</b> incorrect' });
    expect($session.get().token).toBeTruthy();
  });

  it("shows a server error, a busy API, a timeout or a body that does not parse in the page's words, never the server's English", async () => {
    const cases = [
      [failure(500, 'EC-500', 'Injected server error (demo fault)'), { key: 'Error.API.EC-500' }],
      [failure(503, 'EC-503', 'Busy'), { key: 'Error.Busy' }],
      [new TypeError('Failed to fetch'), { key: 'Error.Offline' }],
      [json({ malformed: true }), { key: 'Error.API.FRONT_INVALID_PARAMETERS' }],
    ] as const;
    for (const [reply, shown] of cases) {
      fakeFetch(reply);
      await expect(deleteAccount({ password: 'pw', challenge: 'dev-pass' })).resolves.toBe(false);
      expect($profile.get().deleteError).toEqual(shown);
    }
  });
});
