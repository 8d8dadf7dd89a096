import { isSessionError } from '../../../lib/query-client';

// SPEC §8 auth texts, and where each applies:
// - LOGIN_RETRIES_EXHAUSTED: right after a successful sign-in the session is
//   confirmed through GET /api/v1/auth/data; still 401 after 3 retries means
//   the session cookie does not stick.
// - UNEXPECTED_AUTH_ERROR: that confirmation failed in any other way.
// - USER_LOAD_FAILED: loading the signed-in user's info for a protected page
//   failed (not a 401, which simply means "signed out").
export const AUTH_MESSAGES = {
  LOGIN_RETRIES_EXHAUSTED:
    'Login failed after multiple attempts. Please contact support.',
  UNEXPECTED_AUTH_ERROR: 'An unexpected authentication error occurred.',
  USER_LOAD_FAILED:
    'Unable to load user information. Please refresh the page or contact support if the problem continues.',
} as const;

export function getSessionConfirmMessage(error: unknown): string {
  return isSessionError(error)
    ? AUTH_MESSAGES.LOGIN_RETRIES_EXHAUSTED
    : AUTH_MESSAGES.UNEXPECTED_AUTH_ERROR;
}
