import { map } from 'nanostores';
import type { NotificationsRequest, UpdateClientRequest } from '../api/contract/account';
import { type ApiError, toApiError } from '../api/http';
import { deleteMe, patchMe, patchNotifications, patchPassword } from '../api/profile';
import { burstGuard } from '../platform/burst';
import { apiContext } from './api-context';
import { type Client, mergeClient } from './client';
import { $config } from './config';
import { callErrorKey, emitError, emitOutcome, offlineOr } from './outcomes';
import { showToast } from './toasts';

/** Request flags of the profile (spec section 3 "Account state") and the last failures to show. */
export type ProfileState = {
  saving: boolean;
  savingPassword: boolean;
  savingNotifications: boolean;
  deleting: boolean;
  /** i18n key of the last password change failure. */
  passwordError?: string;
  /** The last failed deletion: the server's errorDescription as text, else an i18n key. */
  deleteError?: { text: string } | { key: string };
};

const idle: ProfileState = {
  saving: false,
  savingPassword: false,
  savingNotifications: false,
  deleting: false,
};

export const $profile = map<ProfileState>({ ...idle });

const saved = () => showToast({ kind: 'success', title: '_.Success', message: '_.UpdateSuccessful' });
const failed = (err: unknown) =>
  showToast({ kind: 'error', title: 'Error.Title', message: offlineOr(toApiError(err), 'Error.Occurred') });

const reportError = (err: unknown, message: string, origin?: string) =>
  emitError(toApiError(err), message, origin);

// These forms have no human check to reset after an answer: a fast refusal met the next Enter of a burst.
const bursts = { saving: burstGuard(), savingNotifications: burstGuard(), savingPassword: burstGuard() };

/** True when `flag` is up or the same input was answered within a click burst. */
const busyWith = (flag: keyof typeof bursts, key: string) =>
  $profile.get()[flag] || bursts[flag].repeats(key);

// Details and newsletters save alike: one request at a time, the answer merged into the client.
async function saveClient(
  flag: 'saving' | 'savingNotifications',
  input: object,
  send: () => Promise<Client>,
  origin?: string,
) {
  const key = JSON.stringify(input);
  if (busyWith(flag, key)) return false;
  $profile.setKey(flag, true);
  try {
    mergeClient(await send());
    saved();
    return true;
  } catch (err) {
    failed(err);
    reportError(err, offlineOr(toApiError(err), 'Error.Occurred'), origin);
    return false;
  } finally {
    $profile.setKey(flag, false);
    bursts[flag].answered(key);
  }
}

/** Saves the member's details (PATCH accounts/me/update, 200 only) and merges the answer into the client. */
export const updateInfo = (fields: UpdateClientRequest, origin?: string): Promise<boolean> =>
  saveClient('saving', fields, () => patchMe(apiContext(), fields), origin);

/** Changes the password (PATCH accounts/me/password, 200 or 201). */
export async function updatePassword(
  input: { currentPassword: string; newPassword: string },
  origin?: string,
): Promise<boolean> {
  const key = JSON.stringify(input);
  if (busyWith('savingPassword', key)) return false;
  $profile.set({ ...$profile.get(), savingPassword: true, passwordError: undefined });
  try {
    await patchPassword(apiContext(), input);
    $profile.setKey('savingPassword', false);
    saved();
    return true;
  } catch (err) {
    const passwordError = offlineOr(toApiError(err), 'Profile.Password.ChangePasswordError');
    $profile.set({ ...$profile.get(), savingPassword: false, passwordError });
    reportError(err, passwordError, origin);
    return false;
  } finally {
    bursts.savingPassword.answered(key);
  }
}

/** Saves newsletters, the newsletter flag and notification channels (200 or 201). */
export const updateNotifications = (input: NotificationsRequest, origin?: string): Promise<boolean> =>
  saveClient('savingNotifications', input, () => patchNotifications(apiContext(), input), origin);

/**
 * What a failed deletion shows: a refusal (400, a wrong password) in the server's own words, which come
 * in the member's language; any other failure's description is for developers (a 500's is English),
 * so it reads as the code's text.
 */
function deletionError(failure: ApiError): ProfileState['deleteError'] {
  const text = failure.body?.errorDescription;
  if (failure.status === 400 && text) return { text };
  return { key: callErrorKey(failure.status, failure.code, failure.description) };
}

/**
 * Deletes the account (spec section 4): the server's message as a toast, then the app is told in a
 * webview, else the member is logged out. A failure keeps the server's errorDescription to show.
 */
export async function deleteAccount(input: { password: string; challenge: string }, origin?: string) {
  if ($profile.get().deleting) return false;
  $profile.set({ ...$profile.get(), deleting: true, deleteError: undefined });
  try {
    const { message } = await deleteMe(apiContext(), input);
    $profile.setKey('deleting', false);
    showToast({ kind: 'success', title: '_.Success', message, raw: true });
    if ($config.get().context === 'webview') {
      emitOutcome({ type: 'native', message: { type: 'confirmDeleteAccount' } });
    } else {
      const { logout } = await import('./logout');
      await logout(origin);
    }
    return true;
  } catch (err) {
    $profile.set({ ...$profile.get(), deleting: false, deleteError: deletionError(toApiError(err)) });
    reportError(err, 'Error.Occurred', origin);
    return false;
  }
}

/** Clears the shown failures (a new attempt, or the step closed). */
export function clearProfileErrors(): void {
  $profile.set({ ...$profile.get(), passwordError: undefined, deleteError: undefined });
}
