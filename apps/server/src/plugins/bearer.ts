import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The secret of an `Authorization: Bearer` header, or null without one. */
export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/** An unknown or revoked API key. */
export class ApiKeyInvalidError extends AppError {
  constructor() {
    super(401, 'API_KEY_INVALID', 'This API key is not valid or was revoked.');
  }
}

/** A route an API key may not call: keys only read (decision 0040). */
export class ApiKeyScopeError extends AppError {
  constructor() {
    super(
      403,
      'API_KEY_READ_ONLY',
      'API keys can only read: sign in to the app to do this.',
    );
  }
}
