import { domainError } from '../../shared/errors';

export const STATISTICS_ERRORS = {
  // ARCHITECTURE §5: statistics cover the permitted states only.
  STATES_OUTSIDE_SUBSCRIPTION: {
    statusCode: 403,
    message: 'Some of the states you chose are outside your subscription.',
  },
  STATISTICS_FIGURE_NOT_FOUND: {
    statusCode: 404,
    message: 'There is no such statistics figure.',
  },
} as const;

export class StatisticsError extends domainError(STATISTICS_ERRORS) {}
