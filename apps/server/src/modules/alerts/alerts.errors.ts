import { SAVED_SEARCH_TOO_BROAD_MESSAGE } from '@edge/contracts';
import { domainError } from '../../shared/errors';

export const ALERT_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  SUBSCRIPTION_NOT_FOUND: {
    statusCode: 404,
    message: 'Subscription not found.',
  },
  SAVED_SEARCH_NOT_FOUND: {
    statusCode: 404,
    message: 'Saved search not found.',
  },
  // A favorite's alerts follow the favorite: off, or gone with it.
  FAVORITE_SUBSCRIPTION_KEPT: {
    statusCode: 400,
    message:
      "A favorite's alerts cannot be deleted: switch them off instead, or remove the company from your favorites.",
  },
  SAVED_SEARCH_MALFORMED: {
    statusCode: 400,
    message:
      'This saved search can no longer be run as it was saved. Open it, search again and save it before asking for its new matches.',
  },
  SAVED_SEARCH_TOO_BROAD: {
    statusCode: 400,
    message: SAVED_SEARCH_TOO_BROAD_MESSAGE,
  },
} as const;

export class AlertError extends domainError(ALERT_ERRORS) {}
