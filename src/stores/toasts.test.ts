import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts, dismissToast, showToast, TOAST_DURATION_MS } from './toasts';

const error = { kind: 'error', title: 'Error.Title', message: '_.LogoutError' } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast for 10 seconds', () => {
    showToast(error);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    expect(TOAST_DURATION_MS).toBe(10000);
  });

  it('never shows the same toast twice, even when two elements ask', () => {
    const first = showToast(error);
    const second = showToast({ ...error });
    expect(second).toBe(first);
    showToast({ ...error, kind: 'warning' });
    showToast({ ...error, message: 'Error.Occurred' });
    expect($toasts.get().map((t) => `${t.kind} ${t.message}`)).toEqual([
      'error _.LogoutError',
      'warning _.LogoutError',
      'error Error.Occurred',
    ]);
  });

  it('is dismissed by id, and can be shown again afterwards', () => {
    const id = showToast(error);
    showToast({ kind: 'success', title: '_.Success', message: '_.UpdateSuccessful' });
    dismissToast(id);
    expect($toasts.get().map((t) => t.kind)).toEqual(['success']);
    expect(showToast(error)).not.toBe(id);
    expect($toasts.get()).toHaveLength(2);
  });
});
