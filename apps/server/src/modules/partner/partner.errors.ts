import { appErrorSchema } from '@edge/contracts';
import { domainError } from '../../shared/errors';
import { errorResponses } from '../../shared/error-responses';

export const PARTNER_ERRORS = {
  // Only partner-platform users (account type 6) have a partner platform.
  PARTNER_ONLY: {
    statusCode: 403,
    message: 'This is available to partner-platform users only.',
  },
  // No partner token for the session, or the partner refused it after its
  // retries: the web renews the session through the partner's shell.
  PARTNER_UNAUTHORIZED: {
    statusCode: 401,
    message: 'Your session has expired. Refreshing your session now...',
  },
  // The agency's feature licence lacks has_ams.
  NO_AMS: {
    statusCode: 403,
    message:
      "Your agency's licence does not include an agency management system.",
  },
  PARTNER_UNAVAILABLE: {
    statusCode: 502,
    message:
      'Your partner platform could not answer just now. Please try again in a few minutes.',
  },
  PARTNER_TIMEOUT: {
    statusCode: 504,
    message:
      'Your partner platform took too long to answer. Please try again in a few minutes.',
  },
  // SPEC §7: the partner proxy is GET only.
  METHOD_NOT_ALLOWED: {
    statusCode: 405,
    message: 'The partner platform can only be read.',
  },
} as const;

export class PartnerError extends domainError(PARTNER_ERRORS) {}

/** The error answers every partner route declares besides its own. */
export function partnerErrorResponses(...more: (400 | 404)[]) {
  return {
    ...errorResponses(...more, 401, 403),
    502: appErrorSchema,
    504: appErrorSchema,
  };
}
