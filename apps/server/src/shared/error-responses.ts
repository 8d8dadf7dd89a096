import { appErrorSchema } from '@edge/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;

/** Response schemas of a route's error answers, for OpenAPI and serializing. */
export function errorResponses(...statuses: ErrorStatus[]) {
  const all: ErrorStatus[] = [...statuses, 500];
  return Object.fromEntries(
    all.map((status) => [status, appErrorSchema]),
  ) as Record<ErrorStatus, typeof appErrorSchema>;
}
