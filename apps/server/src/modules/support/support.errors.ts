import { SUPPORT_REQUESTS_PER_HOUR } from '@edge/contracts';
import { domainError } from '../../shared/errors';

export const SUPPORT_ERRORS = {
  // SPEC §2: partner-platform users get support from their platform.
  SUPPORT_CENTER_HIDDEN: {
    statusCode: 403,
    message:
      'Your account gets support through your partner platform. Please contact support there.',
  },
  SUPPORT_REQUESTS_PER_HOUR: {
    statusCode: 429,
    message: `You have sent ${SUPPORT_REQUESTS_PER_HOUR} messages in the last hour, the most allowed. Please wait a little before you send another.`,
  },
  SUPPORT_MAIL_FAILED: {
    statusCode: 503,
    message:
      'Your message could not be sent just now. Please try again in a few minutes.',
  },
} as const;

export class SupportError extends domainError(SUPPORT_ERRORS) {}
