import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { AUTH_MESSAGES, getSessionConfirmMessage } from './auth-messages';

const error = (statusCode: number) =>
  new ApiError({
    message: 'x',
    statusCode,
    techMessage: `GET /api/v1/auth/data ${statusCode}`,
  });

describe('auth messages', () => {
  it('should blame repeated 401s on the login', () => {
    expect(getSessionConfirmMessage(error(401))).toBe(
      'Login failed after multiple attempts. Please contact support.',
    );
  });

  it('should call anything else an unexpected authentication error', () => {
    expect(getSessionConfirmMessage(error(500))).toBe(
      'An unexpected authentication error occurred.',
    );
    expect(getSessionConfirmMessage(new Error('boom'))).toBe(
      AUTH_MESSAGES.UNEXPECTED_AUTH_ERROR,
    );
  });

  it('should carry the user-info failure text', () => {
    expect(AUTH_MESSAGES.USER_LOAD_FAILED).toBe(
      'Unable to load user information. Please refresh the page or contact support if the problem continues.',
    );
  });
});
