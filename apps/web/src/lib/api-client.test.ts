import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, GET_RETRY_DELAY_MS } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(...responses: Response[]) {
  const fetch =
    vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
  responses.forEach((r) => fetch.mockResolvedValueOnce(r));
  const sleep = vi.fn(() => Promise.resolve());
  return { fetch, sleep, client: createApiClient({ fetch, sleep }) };
}

const appError = {
  message: 'Saved search not found',
  statusCode: 404,
  extraData: { code: 'SAVED_SEARCH_NOT_FOUND' },
  techMessage: 'GET /api/v1/searches/9 404',
};

describe('apiClient', () => {
  it('should send cookies and no-cache headers on GET', async () => {
    const { fetch, client } = setup(jsonResponse(200, { ok: true }));
    await client.get('/api/v1/auth/ping');
    const init = fetch.mock.calls[0]![1];
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    });
  });

  it('should send cookies but no no-cache headers on POST', async () => {
    const { fetch, client } = setup(jsonResponse(200, { ok: true }));
    await client.post('/api/x', { body: { json: { a: 1 } } });
    const init = fetch.mock.calls[0]![1];
    expect(init.credentials).toBe('include');
    expect(init.headers).not.toHaveProperty('Pragma');
    expect(init.body).toBe('{"a":1}');
  });

  it.each([421, 500, 502, 503])(
    'should retry a GET answered %i three times, 1 s apart',
    async (status) => {
      const { fetch, sleep, client } = setup(
        jsonResponse(status, appError),
        jsonResponse(status, appError),
        jsonResponse(status, appError),
        jsonResponse(200, { value: 1 }),
      );
      await expect(client.get('/api/a')).resolves.toEqual({ value: 1 });
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(sleep).toHaveBeenCalledTimes(3);
      expect(sleep).toHaveBeenCalledWith(GET_RETRY_DELAY_MS);
      expect(GET_RETRY_DELAY_MS).toBe(1000);
    },
  );

  it('should give up after the third retry', async () => {
    const answers = Array.from({ length: 5 }, () =>
      jsonResponse(503, { ...appError, statusCode: 503 }),
    );
    const { fetch, client } = setup(...answers);
    await expect(client.get('/api/a')).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('should not retry a POST or a 404', async () => {
    const { fetch, client } = setup(
      jsonResponse(500, appError),
      jsonResponse(404, appError),
    );
    await expect(client.post('/api/a')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/api/b')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('should carry the four App error fields of a non-2xx answer', async () => {
    const { client } = setup(jsonResponse(404, appError));
    const error = await client.get('/api/v1/searches/9').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(appError);
  });

  it('should answer "Failed to fetch data." for an answer without the shape', async () => {
    const { client } = setup(
      new Response('<html>bad gateway</html>', { status: 504 }),
    );
    const error = await client.get('/api/v1/auth/data').catch((e) => e);
    expect(error).toMatchObject({
      message: 'Failed to fetch data.',
      statusCode: 504,
      techMessage: 'GET /api/v1/auth/data 504',
    });
  });

  it('should default the status to 401 when no answer came back', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('network down')));
    const client = createApiClient({ fetch, sleep: () => Promise.resolve() });
    const error = await client.post('/api/v1/x').catch((e) => e);
    expect(error).toMatchObject({
      message: 'Failed to fetch data.',
      statusCode: 401,
      techMessage: 'POST /api/v1/x 401',
      isNetworkError: true,
    });
  });

  it('should keep at most 2000 characters of the request body', async () => {
    const { client } = setup(
      jsonResponse(400, { ...appError, statusCode: 400 }),
    );
    const long = 'x'.repeat(5000);
    const error = (await client
      .post('/api/a', { body: { json: { long } } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.requestBody).toHaveLength(2000);
    expect(error.requestBody?.startsWith('{"long":"xxx')).toBe(true);
  });

  it('should send form fields url-encoded', async () => {
    const { fetch, client } = setup(jsonResponse(200, { status: 'ok' }));
    await client.post('/api/v1/auth/login', {
      body: { form: { username: 'a b', password: 'p&q' } },
    });
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe('username=a+b&password=p%26q');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  });

  it('should send a file upload as is, letting the browser set its type', async () => {
    const { fetch, client } = setup(jsonResponse(400, { nope: true }));
    const form = new FormData();
    form.append('productCode', '5');
    const error = (await client
      .post('/api/v1/favorites/import', { body: { multipart: form } })
      .catch((e: unknown) => e)) as ApiError;
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(error.requestBody).toBeUndefined();
  });

  it('should reject a 2xx answer that does not match the schema', async () => {
    const { client } = setup(jsonResponse(200, { nope: true }));
    const schema = z.object({ value: z.boolean() });
    await expect(client.get('/api/flag', { schema })).rejects.toMatchObject({
      message: 'Failed to fetch data.',
    });
  });
});
