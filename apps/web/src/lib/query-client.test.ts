import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  createQueryClient,
  queryRetryDelay,
  shouldRetryQuery,
  type ErrorHooks,
} from './query-client';

const unauthorized = new ApiError({
  message: 'Please sign in to continue.',
  statusCode: 401,
  extraData: { reason: 'replaced' },
  techMessage: 'GET /api/x 401',
});
const serverError = new ApiError({
  message: 'The server encountered an internal error',
  statusCode: 500,
  techMessage: 'GET /api/x 500',
});

function setup() {
  const hooks: ErrorHooks = { onSessionEnded: vi.fn(), notify: vi.fn() };
  return { hooks, client: createQueryClient(hooks) };
}

describe('query client defaults', () => {
  it('should retry 3 times with a delay of 1 s doubling to 30 s at most', () => {
    expect([0, 1, 2, 3, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 30000,
    ]);
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(true);
    expect(shouldRetryQuery(3, serverError)).toBe(false);
  });

  it('should not retry a 401: it goes to sign-in instead', () => {
    expect(shouldRetryQuery(0, unauthorized)).toBe(false);
  });

  it('should collect unused data after 5 minutes and not retry mutations', () => {
    const { client } = setup();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('global error net', () => {
  const noRetry = { retry: false } as const;

  it('should start the session-expired flow on a 401', async () => {
    const { hooks, client } = setup();
    await client
      .fetchQuery({
        queryKey: ['a'],
        queryFn: () => Promise.reject(unauthorized),
        ...noRetry,
      })
      .catch(() => undefined);
    expect(hooks.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('should show other failures in the snackbar', async () => {
    const { hooks, client } = setup();
    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(serverError),
        ...noRetry,
      })
      .catch(() => undefined);
    expect(hooks.notify).toHaveBeenCalledWith(
      'The server encountered an internal error',
    );
  });

  it('should leave errors to the screen when meta opts out', async () => {
    const { hooks, client } = setup();
    await client
      .fetchQuery({
        queryKey: ['c'],
        queryFn: () => Promise.reject(serverError),
        meta: { errorHandling: 'inline' },
        ...noRetry,
      })
      .catch(() => undefined);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('should leave errors but a 401 to a screen that shows them', async () => {
    const { hooks, client } = setup();
    const fail = (key: string, error: ApiError) =>
      client
        .fetchQuery({
          queryKey: [key],
          queryFn: () => Promise.reject(error),
          meta: { errorHandling: 'screen' },
          ...noRetry,
        })
        .catch(() => undefined);
    await fail('e', serverError);
    expect(hooks.notify).not.toHaveBeenCalled();
    await fail('f', unauthorized);
    expect(hooks.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('should count a query resolving undefined as a failed fetch', async () => {
    const { hooks, client } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['d'],
        queryFn: () => Promise.resolve(undefined as unknown as string),
        ...noRetry,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['d'])?.status).toBe('error');
    expect(hooks.notify).toHaveBeenCalledWith('Failed to fetch data.');
  });

  it('should route mutation errors through the same net', async () => {
    const { hooks, client } = setup();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(hooks.onSessionEnded).toHaveBeenCalled();
  });
});
