import { domainError } from '../../shared/errors';

export const FEATURE_FLAG_ERRORS = {
  // An account id no account has (staff screen).
  FLAG_ACCOUNT_NOT_FOUND: {
    statusCode: 404,
    message: 'Account not found.',
  },
} as const;

export class FeatureFlagError extends domainError(FEATURE_FLAG_ERRORS) {}
