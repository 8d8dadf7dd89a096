import { domainError } from '../../shared/errors';

export const ACCOUNT_ERRORS = {
  ACCOUNT_NOT_FOUND: {
    statusCode: 404,
    message: 'Your account could not be found.',
  },
  NO_SUBSCRIPTION_INFO: {
    statusCode: 404,
    message: 'No subscription information is available for your account.',
  },
} as const;

export class AccountError extends domainError(ACCOUNT_ERRORS) {}
