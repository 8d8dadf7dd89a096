import { ERROR_TEXTS, type FieldIssues } from '@edge/contracts';

/**
 * An expected failure with its status, a stable code and a message the user
 * may read (STYLE §4). The error handler turns it into the App error shape.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly extraData: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    extraData: Record<string, unknown> = {},
  ) {
    super(message);
    this.extraData = { code, ...extraData };
  }
}

/** 400 with the offending fields, keyed by field path. */
export class ValidationError extends AppError {
  constructor(fields: FieldIssues, message: string = ERROR_TEXTS.VALIDATION) {
    super(400, 'VALIDATION', message, { fields });
  }
}

/** Why a request has no usable session (SPEC §4: the client shows a banner). */
export type NoSessionReason = 'expired' | 'replaced' | 'logout' | 'none';

/** 401: sign in again. */
export class NotSignedInError extends AppError {
  constructor(reason: NoSessionReason = 'none') {
    super(401, 'NOT_SIGNED_IN', ERROR_TEXTS.NOT_SIGNED_IN, { reason });
  }
}

/** 403: signed in but not entitled (product, module). */
export class ForbiddenError extends AppError {
  constructor() {
    super(403, 'FORBIDDEN', ERROR_TEXTS.FORBIDDEN);
  }
}

/** 404: missing, or someone else's (never reveal that a row exists). */
export class NotFoundError extends AppError {
  constructor(message: string = ERROR_TEXTS.NOT_FOUND) {
    super(404, 'NOT_FOUND', message);
  }
}

/** 429: too many requests from one client. */
export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

/** 503: the server is saturated with one kind of work; try again shortly. */
export class ServiceBusyError extends AppError {
  constructor(
    readonly retryAfterSeconds = 1,
    message = 'The server is busy. Please try again in a moment.',
  ) {
    super(503, 'SERVICE_BUSY', message);
  }
}

/** One entry of a domain's error catalogue: its status and user message. */
export interface ErrorDefinition {
  statusCode: number;
  message: string;
}

/**
 * Builds a domain's error class from its catalogue, so each code has one
 * status and one message (STYLE §2, Twenty).
 */
export function domainError<C extends Record<string, ErrorDefinition>>(
  catalogue: C,
) {
  return class DomainError extends AppError {
    constructor(
      code: keyof C & string,
      extraData: Record<string, unknown> = {},
    ) {
      const { statusCode, message } = catalogue[code]!;
      super(statusCode, code, message, extraData);
    }
  };
}
