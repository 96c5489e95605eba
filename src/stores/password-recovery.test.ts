import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { postForgottenPassword, postResetPassword } from '../api/auth';
import { $config } from './config';
import { emitOutcome } from './outcomes';
import {
  $forgottenPassword,
  $resetPassword,
  askPasswordReset,
  clearPasswordReset,
  isExpiredToken,
  resetPassword,
  restartPasswordReset,
} from './password-recovery';
import { showToast } from './toasts';

vi.mock('../api/auth', () => ({ postForgottenPassword: vi.fn(), postResetPassword: vi.fn() }));
vi.mock('./api-context', () => ({
  apiContext: () => ({ apiBase: '/api/', lang: 'en' }),
  setCallWatcher: () => undefined,
}));
vi.mock('./outcomes', async (actual) => ({ ...(await actual<object>()), emitOutcome: vi.fn() }));
vi.mock('./toasts', () => ({ showToast: vi.fn() }));

const ask = vi.mocked(postForgottenPassword);
const reset = vi.mocked(postResetPassword);
const outcomes = () => vi.mocked(emitOutcome).mock.calls.map(([o]) => o);
const setContext = (context: 'browser' | 'iframe' | 'webview') => $config.setKey('context', context);

beforeEach(() => {
  vi.clearAllMocks();
  restartPasswordReset();
  clearPasswordReset();
  setContext('browser');
});

describe('askPasswordReset', () => {
  it('sends the trimmed e-mail and shows the sent state', async () => {
    ask.mockResolvedValue({ success: true });
    expect(await askPasswordReset({ email: '  ana@example.com ', challenge: 'ok' }, 'i1')).toBe(true);
    expect(ask).toHaveBeenCalledWith(expect.anything(), { email: 'ana@example.com', challenge: 'ok' });
    expect($forgottenPassword.get()).toEqual({ submitting: false, sent: true });
    expect(outcomes()).toEqual([]);
  });

  it('is submitting while the request runs and ignores a double submit', async () => {
    let finish: (v: { success: boolean }) => void = () => {};
    ask.mockReturnValue(new Promise((r) => (finish = r)));
    const first = askPasswordReset({ email: 'a@b.ch', challenge: 'ok' });
    expect($forgottenPassword.get().submitting).toBe(true);
    expect(await askPasswordReset({ email: 'a@b.ch', challenge: 'ok' })).toBe(false);
    finish({ success: true });
    await first;
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('posts ASK_RESET_PASSWORD_SUCCESSFUL to the parent in an iframe', async () => {
    setContext('iframe');
    ask.mockResolvedValue({ success: true });
    await askPasswordReset({ email: 'a@b.ch', challenge: 'ok' });
    expect(outcomes()).toEqual([
      { type: 'iframeMessage', code: 'ASK_RESET_PASSWORD_SUCCESSFUL', success: true },
    ]);
  });

  it('keeps the form with a translated error and posts ERROR_ASK_RESET_PASSWORD in an iframe', async () => {
    setContext('iframe');
    ask.mockRejectedValue(new ApiError('EC-140', { status: 400, description: 'bad e-mail' }));
    expect(await askPasswordReset({ email: 'a@b.ch', challenge: 'ok' }, 'i1')).toBe(false);
    expect($forgottenPassword.get()).toMatchObject({
      submitting: false,
      sent: false,
      error: { status: 400, code: 'EC-140', messageKey: 'Error.API.EC-140' },
    });
    // Only the spec's constant reaches the parent, once, with the API code inside.
    expect(outcomes()).toEqual([
      expect.objectContaining({
        type: 'iframeMessage',
        code: 'ERROR_ASK_RESET_PASSWORD',
        success: false,
        api: expect.objectContaining({ error: 'EC-140', httpStatus: 400 }),
      }),
    ]);
  });

  it('tells the host page (cine-error) in the browser', async () => {
    ask.mockRejectedValue(new ApiError('EC-140', { status: 400 }));
    await askPasswordReset({ email: 'a@b.ch', challenge: 'ok' }, 'i1');
    expect(outcomes()).toEqual([expect.objectContaining({ type: 'error', code: 'EC-140', origin: 'i1' })]);
  });

  it('says "an error occurred" on a network failure and posts nothing to a parent in the browser', async () => {
    ask.mockRejectedValue(new ApiError('EC-500', { status: 0 }));
    await askPasswordReset({ email: 'a@b.ch', challenge: 'ok' });
    expect($forgottenPassword.get().error?.messageKey).toBe('Error.Occurred');
    expect(outcomes().some((o) => o.type === 'iframeMessage')).toBe(false);
  });

  it('can start again after the link was sent', async () => {
    ask.mockResolvedValue({ success: true });
    await askPasswordReset({ email: 'a@b.ch', challenge: 'ok' });
    restartPasswordReset();
    expect($forgottenPassword.get()).toEqual({ submitting: false, sent: false });
  });
});

describe('resetPassword', () => {
  const input = { token: 'tok', password: 'Secret123', challenge: 'ok' };

  it('sets the new password, shows the done state and a success toast in the browser', async () => {
    reset.mockResolvedValue({ success: true });
    expect(await resetPassword(input)).toBe(true);
    expect(reset).toHaveBeenCalledWith(expect.anything(), input);
    expect($resetPassword.get()).toEqual({ submitting: false, done: true });
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', title: '_.Success' }));
    expect(outcomes()).toEqual([]);
  });

  it('posts RESET_PASSWORD_SUCCESSFUL in an iframe instead of a toast', async () => {
    setContext('iframe');
    reset.mockResolvedValue({ success: true });
    await resetPassword(input);
    expect(outcomes()).toEqual([{ type: 'iframeMessage', code: 'RESET_PASSWORD_SUCCESSFUL', success: true }]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('recognises a used or expired link (EC-130)', async () => {
    reset.mockRejectedValue(new ApiError('EC-130', { status: 400 }));
    await resetPassword(input);
    const { error, done } = $resetPassword.get();
    expect(done).toBe(false);
    expect(isExpiredToken(error)).toBe(true);
  });

  it('keeps other failures as a translated error and posts ERROR_RESET_PASSWORD in an iframe', async () => {
    setContext('iframe');
    reset.mockRejectedValue(new ApiError('EC-140', { status: 400 }));
    await resetPassword(input, 'i2');
    const { error } = $resetPassword.get();
    expect(error?.messageKey).toBe('Error.API.EC-140');
    expect(isExpiredToken(error)).toBe(false);
    expect(outcomes()).toContainEqual(
      expect.objectContaining({ type: 'iframeMessage', code: 'ERROR_RESET_PASSWORD', success: false }),
    );
  });
});
