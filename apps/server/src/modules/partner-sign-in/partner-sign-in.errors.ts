import { domainError } from '../../shared/errors';

// Every refusal of a shell token reads the same to the browser: the 401
// page (SPEC §8). The reason goes to the log only.
export const PARTNER_SIGN_IN_ERRORS = {
  SHELL_TOKEN_REFUSED: {
    statusCode: 401,
    message: 'The partner platform could not sign you in.',
  },
  PARTNER_UNAVAILABLE: {
    statusCode: 502,
    message: 'The partner platform did not answer.',
  },
} as const;

export class PartnerSignInError extends domainError(PARTNER_SIGN_IN_ERRORS) {}
