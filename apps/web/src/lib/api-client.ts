import type { ZodType } from 'zod';
import { toApiError } from './api-error';
import { partnerRequestHeaders } from './partner-user';

// SPEC §7: GET retries on these statuses, 3 times, 1 s apart.
export const GET_RETRY_STATUSES: readonly number[] = [421, 500, 502, 503];
export const GET_RETRY_COUNT = 3;
export const GET_RETRY_DELAY_MS = 1000;

// SPEC §7: GET requests ask every cache on the way to revalidate.
export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestBody =
  | { json: unknown }
  | { form: Record<string, string> }
  // A file upload: the browser sets the multipart boundary itself.
  | { multipart: FormData }
  | undefined;

export interface RequestOptions<T> {
  body?: RequestBody;
  schema?: ZodType<T>;
  signal?: AbortSignal | undefined;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  // Headers every request adds, read when it is sent (X-Subcomponent).
  headers?: () => Record<string, string>;
}

const defaultDeps: ApiClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  headers: () => partnerRequestHeaders(),
};

function encodeBody(body: RequestBody): {
  payload: string | FormData | undefined;
  headers: Record<string, string>;
} {
  if (!body) return { payload: undefined, headers: {} };
  if ('multipart' in body) return { payload: body.multipart, headers: {} };
  if ('form' in body) {
    return {
      payload: new URLSearchParams(body.form).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    };
  }
  return {
    payload: JSON.stringify(body.json),
    headers: { 'Content-Type': 'application/json' },
  };
}

function buildInit(
  method: Method,
  body: RequestBody,
  signal: AbortSignal | undefined,
  extraHeaders: Record<string, string>,
): RequestInit & { body: string | FormData | undefined } {
  const { payload, headers } = encodeBody(body);
  const cacheHeaders = method === 'GET' ? NO_CACHE_HEADERS : {};
  return {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...cacheHeaders,
      ...extraHeaders,
      ...headers,
    },
    body: payload,
    signal: signal ?? null,
  };
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// SPEC §7: GET retries on 421, 500, 502 and 503, 3 times, 1 s apart.
async function sendWithRetry(
  deps: ApiClientDeps,
  method: Method,
  path: string,
  init: RequestInit,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await deps.fetch(path, init);
    const canRetry =
      method === 'GET' &&
      GET_RETRY_STATUSES.includes(response.status) &&
      attempt < GET_RETRY_COUNT;
    if (!canRetry) return response;
    await deps.sleep(GET_RETRY_DELAY_MS);
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A fetch wrapper holding the client rules of SPEC §7 and §8. */
export function createApiClient(deps: ApiClientDeps = defaultDeps) {
  async function request<T>(
    method: Method,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const extraHeaders = deps.headers?.() ?? {};
    const init = buildInit(method, options.body, options.signal, extraHeaders);
    // An uploaded file is not kept with the error, only text bodies.
    const requestBody = typeof init.body === 'string' ? init.body : undefined;
    const fail = (status: number | undefined, payload: unknown) =>
      toApiError({ method, path, status, payload, requestBody });
    let response: Response;
    try {
      response = await sendWithRetry(deps, method, path, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw fail(undefined, undefined);
    }
    const payload = await readPayload(response);
    if (!response.ok) throw fail(response.status, payload);
    if (!options.schema) return payload as T;
    const parsed = options.schema.safeParse(payload);
    // A 2xx answer of the wrong shape is a server fault, not a sign-out.
    if (!parsed.success) throw fail(500, undefined);
    return parsed.data;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
      request<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions<T>) =>
      request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions<T>) =>
      request<T>('PUT', path, options),
    delete: <T>(path: string, options?: RequestOptions<T>) =>
      request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient = createApiClient();
