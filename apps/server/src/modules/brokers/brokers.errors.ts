import { domainError } from '../../shared/errors';

export const BROKER_ERRORS = {
  // An msid no filing gave (or no longer gives) a broker.
  BROKER_NOT_FOUND: {
    statusCode: 404,
    message: 'Broker not found.',
  },
} as const;

export class BrokerError extends domainError(BROKER_ERRORS) {}
