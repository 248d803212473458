import { STAFF_SESSION_DEACTIVATED_MESSAGE } from '@club/shared/staff';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { handleStaffAuthError, staffSessionEndedReason } from './staff-session';

const unauthenticated = (message: string) =>
  new ApiError(401, '', 'Unauthorized', { error: message, message, code: 'UNAUTHENTICATED' });

describe('a console request answered 401', () => {
  it('signs out saying the account was deactivated when the answer says so (before the socket could)', () => {
    expect(handleStaffAuthError(new QueryClient(), unauthenticated(STAFF_SESSION_DEACTIVATED_MESSAGE))).toBe(true);
    expect(staffSessionEndedReason()).toBe(STAFF_SESSION_DEACTIVATED_MESSAGE);
  });

  it('signs out saying the session ended otherwise', () => {
    expect(handleStaffAuthError(new QueryClient(), unauthenticated('Staff sign-in required'))).toBe(true);
    expect(staffSessionEndedReason()).toBe('Your staff session has ended. Please sign in again.');
  });

  it('leaves any other error to the caller', () => {
    expect(handleStaffAuthError(new QueryClient(), new ApiError(403, '', 'Forbidden'))).toBe(false);
  });
});
