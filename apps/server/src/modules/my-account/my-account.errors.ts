import { domainError } from '../../shared/errors';

export const MY_ACCOUNT_ERRORS = {
  EMAIL_LINK_INVALID: {
    statusCode: 400,
    message:
      'This confirmation link is not valid or has expired. Please change your e-mail address again.',
  },
} as const;

export class MyAccountError extends domainError(MY_ACCOUNT_ERRORS) {}
