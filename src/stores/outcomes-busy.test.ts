import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { busyOr } from './outcomes';
import { toRecoveryError } from './password-recovery-errors';
import { toSignupError } from './signup-errors';

describe('a busy service (issue 13)', () => {
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
});
