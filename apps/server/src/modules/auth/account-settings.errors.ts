import { domainError } from '../../shared/errors';

// What My Account's password and two-step sign-in settings refuse.
export const ACCOUNT_SETTINGS_ERRORS = {
  MFA_ALREADY_ON: {
    statusCode: 409,
    message: 'Two-step sign-in is already on.',
  },
  MFA_NOT_STARTED: {
    statusCode: 409,
    message: 'Start setting up two-step sign-in first.',
  },
  MFA_NOT_ON: { statusCode: 409, message: 'Two-step sign-in is not on.' },
  MFA_REQUIRED: {
    statusCode: 403,
    message:
      'Your account requires two-step sign-in, so it cannot be turned off.',
  },
} as const;

export class AccountSettingsError extends domainError(
  ACCOUNT_SETTINGS_ERRORS,
) {}
