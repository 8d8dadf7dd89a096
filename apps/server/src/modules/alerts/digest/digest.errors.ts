import { domainError } from '../../../shared/errors';

export const DIGEST_ERRORS = {
  // A link that was changed, cut short or never ours; a deleted user's too.
  DIGEST_UNSUBSCRIBE_INVALID: {
    statusCode: 400,
    message:
      'This unsubscribe link is not valid. Sign in to Edge to turn the daily alert mail off.',
  },
} as const;

export const DigestError = domainError(DIGEST_ERRORS);
