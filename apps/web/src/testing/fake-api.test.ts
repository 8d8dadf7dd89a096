import { describe, expect, it } from 'vitest';
import { defaultPcCriteria, searchCountResponseSchema } from '@edge/contracts';
import { apiClient } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { apiFailure, fakeApi } from './fake-api';
import { savedSearch } from './saved-search-fixtures';

const countPath = '/api/v1/search/pnc/count';

describe('fakeApi', () => {
  it('should answer through fetch, so the client parses the answer', async () => {
    const api = fakeApi();
    api.answer('POST /api/v1/search/pnc/count', { total: 12 });
    const criteria = defaultPcCriteria();
    await expect(
      apiClient.post(countPath, {
        body: { json: { criteria } },
        schema: searchCountResponseSchema,
      }),
    ).resolves.toEqual({ total: 12 });
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: countPath,
        params: {},
        query: {},
        body: { criteria },
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
        },
      },
    ]);
  });

  it('should reject a fake answer that breaks the contract', () => {
    const api = fakeApi();
    expect(() =>
      // @ts-expect-error: the contract requires `total`.
      api.answer('POST /api/v1/search/pnc/count', { count: 12 }),
    ).toThrow(/total/);
    const { id: _id, ...withoutId } = savedSearch(1, 'Texas', 5, {});
    expect(() =>
      // @ts-expect-error: a saved search has an id.
      api.answer('PUT /api/v1/searches/:id', withoutId),
    ).toThrow(/id/);
  });

  it('should name the path segments and keep the query of each request', async () => {
    const api = fakeApi();
    const clients = api.answer('GET /api/v1/brokers/:msid/clients', {
      total: 0,
      page: 0,
      pageSize: 25,
      clients: [],
    });
    await apiClient.get('/api/v1/brokers/B%201/clients?page=0&sort=premium');
    expect(clients.requests).toMatchObject([
      {
        path: '/api/v1/brokers/B%201/clients',
        params: { msid: 'B 1' },
        query: { page: '0', sort: 'premium' },
      },
    ]);
  });

  it('should answer a failure in the App error shape', async () => {
    const api = fakeApi();
    api.fail('PUT /api/v1/searches/:id', 400, 'Name taken.', {
      fields: { searchName: 'Name taken.' },
    });
    const failure = await apiClient
      .put('/api/v1/searches/1', { body: { json: { searchName: 'x' } } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Name taken.',
      statusCode: 400,
      extraData: { fields: { searchName: 'Name taken.' } },
    });
  });

  it('should refuse a failure that is not one', () => {
    expect(() => apiFailure(200, 'Fine')).toThrow();
  });

  it('should answer no content when the contract has no body', async () => {
    const api = fakeApi();
    const remove = api.answer('DELETE /api/v1/searches/:id', undefined);
    await expect(apiClient.delete('/api/v1/searches/2')).resolves.toBe(
      undefined,
    );
    expect(remove.requests[0]?.params).toEqual({ id: '2' });
  });

  it('should answer with a function of the request, when it resolves', async () => {
    const api = fakeApi();
    let resolve: (value: { total: number }) => void = () => undefined;
    api.answer(
      'POST /api/v1/search/pnc/count',
      () => new Promise((done) => (resolve = done)),
    );
    const answer = apiClient.post(countPath, {
      schema: searchCountResponseSchema,
    });
    resolve({ total: 7 });
    await expect(answer).resolves.toEqual({ total: 7 });
  });

  it('should reject as fetch does when the request is aborted', async () => {
    const api = fakeApi();
    api.answer('POST /api/v1/search/pnc/count', () => new Promise(() => {}));
    const controller = new AbortController();
    const answer = apiClient.post(countPath, { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('should leave files that are not the API to the real fetch', async () => {
    const api = fakeApi();
    // The real fetch cannot read a path without a host: the fake did not answer.
    await expect(fetch('/assets/counties.json')).rejects.toThrow(
      'Failed to parse URL',
    );
    expect(api.requests).toEqual([]);
  });

  it('should be the same fake all through one test', () => {
    expect(fakeApi()).toBe(fakeApi());
  });

  // These fail the test itself, when it ends: `fails` expects just that.
  it.fails(
    'should fail a test that sends a request it does not fake',
    async () => {
      // No fakeApi() here: the test setup installs one for every test.
      await apiClient.get('/api/v1/industries').catch(() => undefined);
    },
  );

  it.fails(
    'should fail a test whose function answer breaks the contract',
    async () => {
      const api = fakeApi();
      const { id: _id, ...withoutId } = savedSearch(1, 'Texas', 5, {});
      // Cast: the point is an answer the contract refuses.
      api.answer('PUT /api/v1/searches/:id', () => withoutId as never);
      await apiClient.put('/api/v1/searches/1').catch(() => undefined);
    },
  );
});
