import { API_KEYS_PER_USER_MAX } from '@edge/contracts';
import { domainError } from '../../shared/errors';

export const API_KEY_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  API_KEY_NOT_FOUND: {
    statusCode: 404,
    message: 'API key not found.',
  },
  API_KEY_LIMIT_REACHED: {
    statusCode: 400,
    message: `You can keep up to ${API_KEYS_PER_USER_MAX} API keys. Revoke a key you no longer use to create a new one.`,
  },
  // Partner-platform users sign in through their platform only.
  API_KEYS_NOT_OFFERED: {
    statusCode: 403,
    message:
      'API keys are not available for accounts that sign in through a partner platform.',
  },
} as const;

export class ApiKeyError extends domainError(API_KEY_ERRORS) {}
