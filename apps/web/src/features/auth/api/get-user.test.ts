import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '@edge/contracts';
import { demoUser } from '../../../testing/demo-users';
import { ApiError } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session';
import { fakeApi } from '../../../testing/fake-api';
import { authKeys } from './auth-keys';
import { authRetryDelay, confirmSession, userQueryOptions } from './get-user';

const unauthorized = () =>
  fakeApi().fail('GET /api/v1/auth/data', 401, ERROR_TEXTS.NOT_SIGNED_IN);

function client() {
  return new QueryClient();
}

describe('user info query', () => {
  it('should cache user info for 10 minutes and retry 3 times', () => {
    const options = userQueryOptions();
    expect(options.staleTime).toBe(600_000);
    const retry = options.retry as (n: number, e: Error) => boolean;
    expect(retry(2, new Error('x'))).toBe(true);
    expect(retry(3, new Error('x'))).toBe(false);
  });

  it('should wait 1 s per attempt, at most 3 s', () => {
    expect([0, 1, 2, 3, 5].map(authRetryDelay)).toEqual([
      1000, 2000, 3000, 3000, 3000,
    ]);
  });

  it('should read a 401 as signed out', async () => {
    unauthorized();
    const qc = client();
    await expect(
      qc.fetchQuery({ ...userQueryOptions(), retry: false }),
    ).resolves.toBeNull();
  });

  it('should start the session-expired flow when a signed-in session answers 401', async () => {
    unauthorized();
    const expire = vi
      .spyOn(sessionStore, 'expire')
      .mockImplementation(() => undefined);
    const qc = client();
    const user = demoUser('pc.broker');
    qc.setQueryData(authKeys.user(), user);
    await expect(
      qc.fetchQuery({ ...userQueryOptions(), staleTime: 0, retry: false }),
    ).resolves.toEqual(user);
    expect(expire).toHaveBeenCalled();
  });
});

describe('confirmSession', () => {
  it('should retry a 401 three times before giving up', async () => {
    vi.useFakeTimers();
    const data = unauthorized();
    const result = confirmSession(client()).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(ApiError);
    expect(data.requests).toHaveLength(4);
    vi.useRealTimers();
  });

  it('should store the confirmed user as the signed-in user', async () => {
    const user = demoUser('eb.broker');
    fakeApi().answer('GET /api/v1/auth/data', user);
    const qc = client();
    await confirmSession(qc);
    expect(qc.getQueryData(authKeys.user())).toEqual(user);
  });
});
