import { appErrorSchema, ERROR_TEXTS } from '@edge/contracts';

// SPEC §8: request bodies kept for errors are cut to this many characters.
export const MAX_KEPT_BODY_LENGTH = 2000;
// SPEC §8: a failed fetch without a usable status counts as 401.
export const DEFAULT_FAILED_STATUS = 401;

export interface ApiErrorInit {
  message: string;
  statusCode: number;
  extraData?: Record<string, unknown>;
  techMessage: string;
  requestBody?: string | undefined;
  isNetworkError?: boolean;
}

/** Every failed API call becomes one of these, with the App error fields. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly extraData: Record<string, unknown>;
  readonly techMessage: string;
  readonly requestBody: string | undefined;
  readonly isNetworkError: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.extraData = init.extraData ?? {};
    this.techMessage = init.techMessage;
    this.requestBody = init.requestBody?.slice(0, MAX_KEPT_BODY_LENGTH);
    this.isNetworkError = init.isNetworkError ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Field messages of a 400 answer (`extraData.fields`), if any. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const fields = error.extraData.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

interface FailedAnswer {
  method: string;
  path: string;
  status: number | undefined;
  payload: unknown;
  requestBody?: string | undefined;
}

/** SPEC §8: the App error shape when the answer has it, else 'Failed to fetch data.'. */
export function toApiError(answer: FailedAnswer): ApiError {
  const parsed = appErrorSchema.safeParse(answer.payload);
  if (parsed.success) {
    return new ApiError({ ...parsed.data, requestBody: answer.requestBody });
  }
  const status = answer.status || DEFAULT_FAILED_STATUS;
  return new ApiError({
    message: ERROR_TEXTS.FAILED_FETCH,
    statusCode: status,
    techMessage: `${answer.method} ${answer.path} ${status}`,
    requestBody: answer.requestBody,
    isNetworkError: answer.status === undefined,
  });
}
