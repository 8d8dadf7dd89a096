import { domainError } from '../../shared/errors';

export const PASSWORD_RESET_ERRORS = {
  NOTHING_TICKED: {
    statusCode: 400,
    message: 'Please tick Lost Username, Lost Password or both.',
  },
  RESET_LINK_INVALID: {
    statusCode: 400,
    message:
      'This reset link is not valid or has expired. Please request a new one.',
  },
} as const;

export class PasswordResetError extends domainError(PASSWORD_RESET_ERRORS) {}
