import { toApiError } from '../api/api-error';
import { activateMember, decrypt } from '../api/signup';
import { apiContext } from './api-context';
import { emitOutcome } from './outcomes';
import { $signup, patchSignup } from './signup-state';
import { showToast } from './toasts';

/** Sends the activation code again (activate-member with isForce). */
export async function resendCode(): Promise<boolean> {
  const { data, isResending } = $signup.get();
  if (isResending) return false;
  patchSignup({ isResending: true });
  try {
    const body = { email: data.email, firstName: data.firstName, challenge: data.challenge, isForce: true };
    await activateMember(apiContext(), body);
    showToast({ kind: 'success', title: '_.Success', message: 'signup.resendResult.sent' });
    return true;
  } catch {
    showToast({ kind: 'error', title: 'Error.Title', message: 'signup.resendResult.error' });
    return false;
  } finally {
    patchSignup({ isResending: false });
  }
}

/** Prefills e-mail, names and return URL from an encrypted `entity`; a failure leaves signup usable. */
export async function decryptEntity(entity: string): Promise<boolean> {
  patchSignup({ decrypt: 'pending' });
  try {
    const info = await decrypt(apiContext(), entity);
    const { data, returnUrl } = $signup.get();
    patchSignup({
      decrypt: 'done',
      data: {
        ...data,
        email: info.email.trim(),
        firstName: info.firstname.trim(),
        lastName: info.lastname.trim(),
      },
      returnUrl: info.returnUrl || returnUrl,
    });
    return true;
  } catch (err) {
    const { code, description } = toApiError(err);
    emitOutcome({
      type: 'error',
      code,
      message: 'signup.decryptFailed',
      api: { error: code, errorDescription: description },
      origin: $signup.get().origin,
    });
    patchSignup({ decrypt: 'failed' });
    return false;
  }
}
