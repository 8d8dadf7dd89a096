import { onTestFinished, vi } from 'vitest';
import { appErrorSchema, type AppError } from '@edge/contracts';
import { API_ENDPOINTS, type AnswerOf, type Endpoint } from './api-endpoints';

/** One request the web app sent to the fake API. */
export interface FakeRequest {
  method: string;
  /** The path without the query, e.g. `/api/v1/brokers/B1`. */
  path: string;
  /** The values of the endpoint's `:name` segments. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** JSON parsed, form fields as an object, a FormData as sent. */
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

/** A failed answer in the spec's App error shape (SPEC §3, §8). */
export class ApiFailure {
  constructor(readonly error: AppError) {}
}

/** An App error answer, checked by the contract's error schema. */
export function apiFailure(
  statusCode: number,
  message: string,
  extraData: Record<string, unknown> = {},
): ApiFailure {
  if (statusCode < 400) throw new Error(`${statusCode} is not a failure`);
  const techMessage = `fake answer ${statusCode}`;
  return new ApiFailure(
    appErrorSchema.parse({ message, statusCode, extraData, techMessage }),
  );
}

type Reply<E extends Endpoint> = AnswerOf<E> | ApiFailure;
export type Responder<E extends Endpoint> =
  Reply<E> | ((request: FakeRequest) => Reply<E> | Promise<Reply<E>>);

export interface FakeRoute<E extends Endpoint> {
  /** Every request the endpoint received, oldest first. */
  readonly requests: FakeRequest[];
  /** Answers from now on with this (a value or a function of the request). */
  answer(responder: Responder<E>): FakeRoute<E>;
  /** Answers from now on with this App error. */
  fail(
    statusCode: number,
    message: string,
    extraData?: Record<string, unknown>,
  ): FakeRoute<E>;
}

export interface FakeApi {
  answer<E extends Endpoint>(
    endpoint: E,
    responder: Responder<E>,
  ): FakeRoute<E>;
  fail<E extends Endpoint>(
    endpoint: E,
    statusCode: number,
    message: string,
    extraData?: Record<string, unknown>,
  ): FakeRoute<E>;
  /** Every request the app sent, oldest first. */
  readonly requests: FakeRequest[];
}

/** Checks an answer against the endpoint's contract: a bad one throws. */
function checked<E extends Endpoint>(endpoint: E, reply: Reply<E>): Reply<E> {
  if (reply instanceof ApiFailure) return reply;
  API_ENDPOINTS[endpoint].parse(reply);
  return reply;
}

function toResponse(reply: unknown): Response {
  if (reply instanceof ApiFailure) {
    return Response.json(reply.error, { status: reply.error.statusCode });
  }
  if (reply === undefined) return new Response(null, { status: 204 });
  return Response.json(reply);
}

function readBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== 'string') return body ?? undefined;
  const type = new Headers(init?.headers).get('Content-Type') ?? '';
  if (type.includes('json')) return JSON.parse(body) as unknown;
  if (type.includes('form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return body;
}

/** The `:name` values when the path fits the pattern, else null. */
function matchPath(
  pattern: string,
  path: string,
): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/** The server's API and its version file (ARCHITECTURE §1). */
function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/version.json';
}

function abortError(): DOMException {
  return new DOMException('The request was aborted.', 'AbortError');
}

/** Waits for the reply, or rejects as fetch does when the request aborts. */
function untilAborted<T>(
  reply: Promise<T>,
  signal: AbortSignal | null | undefined,
): Promise<T> {
  if (!signal) return reply;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortError()));
    reply.then(resolve, reject);
  });
}

interface Route {
  endpoint: Endpoint;
  method: string;
  pattern: string;
  requests: FakeRequest[];
  responder: Responder<Endpoint>;
}

function findRoute(
  routes: Iterable<Route>,
  method: string,
  path: string,
): { candidate: Route; params: Record<string, string> } | undefined {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const params = matchPath(candidate.pattern, path);
    if (params) return { candidate, params };
  }
  return undefined;
}

/**
 * Fakes the API at the fetch boundary for the running test: the web's api
 * functions and client run as in the browser. Every answer is checked by the
 * endpoint's contract schema, so a contract change breaks the tests that fake
 * it. A request with no fake answer, or a function answer that breaks the
 * contract, fails the test when it ends. The test setup installs one for
 * every test, so a test that sends a request it does not fake fails too;
 * fakeApi() in the test returns that one.
 */
export function fakeApi(): FakeApi {
  current ??= createFakeApi();
  return current;
}

let current: FakeApi | undefined;

function createFakeApi(): FakeApi {
  const routes = new Map<Endpoint, Route>();
  const requests: FakeRequest[] = [];
  const problems: string[] = [];

  function route<E extends Endpoint>(endpoint: E): Route {
    const found = routes.get(endpoint);
    if (found) return found;
    const [method, pattern] = endpoint.split(' ') as [string, string];
    const created: Route = {
      endpoint,
      method,
      pattern,
      requests: [],
      responder: undefined,
    };
    routes.set(endpoint, created);
    return created;
  }

  function handle<E extends Endpoint>(endpoint: E): FakeRoute<E> {
    const target = route(endpoint);
    const self: FakeRoute<E> = {
      requests: target.requests,
      answer(responder) {
        target.responder =
          typeof responder === 'function'
            ? (responder as Responder<Endpoint>)
            : checked(endpoint, responder);
        return self;
      },
      fail(statusCode, message, extraData) {
        target.responder = apiFailure(statusCode, message, extraData);
        return self;
      },
    };
    return self;
  }

  async function reply(target: Route, request: FakeRequest): Promise<unknown> {
    const { responder } = target;
    if (typeof responder !== 'function') return responder;
    try {
      return checked(target.endpoint, await responder(request));
    } catch (error) {
      problems.push(`${target.endpoint} answered wrongly: ${String(error)}`);
      throw error;
    }
  }

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = new URL(String(input), 'http://localhost');
    // Static files (the map's atlas) are not the API: fetch them as before.
    if (!isApiPath(url.pathname)) return realFetch(input, init);
    const match = findRoute(routes.values(), method, url.pathname);
    if (!match) {
      problems.push(
        `No fake answer for ${method} ${url.pathname}${url.search}`,
      );
      throw new TypeError('Failed to fetch');
    }
    const request: FakeRequest = {
      method,
      path: url.pathname,
      params: match.params,
      query: Object.fromEntries(url.searchParams),
      body: readBody(init),
      headers: Object.fromEntries(new Headers(init?.headers)),
    };
    requests.push(request);
    match.candidate.requests.push(request);
    const answer = await untilAborted(
      reply(match.candidate, request),
      init?.signal,
    );
    return toResponse(answer);
  }

  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', fakeFetch);
  onTestFinished(() => {
    current = undefined;
    vi.unstubAllGlobals();
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  return {
    requests,
    answer: (endpoint, responder) => handle(endpoint).answer(responder),
    fail: (endpoint, statusCode, message, extraData) =>
      handle(endpoint).fail(statusCode, message, extraData),
  };
}
