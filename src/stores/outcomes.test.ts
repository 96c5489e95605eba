import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { $outcome, busyOr, emitOutcome, onOutcome } from './outcomes';
import { toRecoveryError } from './password-recovery-errors';
import { toSignupError } from './signup-errors';

describe('outcomes', () => {
  it('notifies twice for two equal outcomes, with growing sequence numbers', () => {
    const seen: number[] = [];
    const stop = onOutcome((outcome) => seen.push(outcome.seq));
    emitOutcome({ type: 'loggedOut' });
    emitOutcome({ type: 'loggedOut' });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBeGreaterThan(seen[0] ?? Infinity);
    expect($outcome.get()).toMatchObject({ type: 'loggedOut', seq: seen[1] });
    stop();
    emitOutcome({ type: 'navigate', to: '/fr' });
    expect(seen).toHaveLength(2);
  });
});

describe('a busy service', () => {
  it('reads as "busy, try again" on 429 and 503 in signup and password recovery, never as a failure', () => {
    for (const status of [429, 503]) {
      const busy = new ApiError('EC-503', { status });
      expect(busyOr(status, 'Error.Occurred')).toBe('Error.Busy');
      expect(toSignupError(busy, 2).messageKey).toBe('Error.Busy');
      expect(toRecoveryError(busy).messageKey).toBe('Error.Busy');
    }
    expect(toSignupError(new ApiError('EC-111', { status: 409 }), 2).messageKey).toBe('Error.API.EC-111');
    expect(toRecoveryError(new ApiError('EC-500', { status: 500 })).messageKey).toBe('Error.API.EC-500');
  });

  it('never tells a visitor their session expired: a 401 on signup or recovery is a plain failure', () => {
    const refused = new ApiError('EC-401', { status: 401 });
    expect(toSignupError(refused, 1).messageKey).toBe('Error.Occurred');
    expect(toRecoveryError(refused).messageKey).toBe('Error.Occurred');
    expect(toRecoveryError(new ApiError('EC-500', { status: 0 })).messageKey).toBe('Error.Occurred');
  });
});
