import { ERROR_TEXTS } from '@edge/contracts';
import { domainError } from '../../shared/errors';

// SPEC §2, §8: one text for every sign-in failure, so the answer never tells
// whether the user name exists.
export const AUTH_ERRORS = {
  LOGIN_FAILED: { statusCode: 401, message: ERROR_TEXTS.LOGIN_FAILED },
  MFA_INVALID: { statusCode: 401, message: ERROR_TEXTS.MFA_INVALID },
  // Decision 0036: a partner-platform user with the right password.
  PARTNER_SIGN_IN: {
    statusCode: 403,
    message: ERROR_TEXTS.PARTNER_SIGN_IN,
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    statusCode: 429,
    message: ERROR_TEXTS.TOO_MANY_LOGIN_ATTEMPTS,
  },
} as const;

export class AuthError extends domainError(AUTH_ERRORS) {}
