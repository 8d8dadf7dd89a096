import { ERROR_TEXTS } from '@edge/contracts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../shared/errors';
import { expectAppError } from '../testing/app-error';
import { errorHandlerPlugin } from './error-handler';

describe('error handler', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get('/boom', async () => {
      throw new Error(
        'SQLITE_ERROR: no such column: password_hash in SELECT *',
      );
    });
    app.get('/domain', async () => {
      throw new AppError(409, 'SAVED_SEARCH_TAKEN', 'That name is taken.', {
        id: 4,
      });
    });
    app.post(
      '/nested',
      {
        schema: {
          body: z.object({ criteria: z.object({ limit: z.number() }) }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get(
      '/bad-answer',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => ({ ok: 'yes' }) as unknown as { ok: boolean },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('should answer 500 with nothing internal in it for an unknown error', async () => {
    const response = await app.inject({ url: '/boom' });
    expectAppError(response, {
      statusCode: 500,
      message: ERROR_TEXTS.INTERNAL,
      extraData: { code: 'INTERNAL' },
      method: 'GET',
      path: '/boom',
    });
    expect(response.body).not.toMatch(/SQLITE|SELECT|stack|at /);
  });

  it('should answer 500 when an answer does not match its schema', async () => {
    const response = await app.inject({ url: '/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(ERROR_TEXTS.INTERNAL);
  });

  it('should keep the status, code and extra data of a domain error', async () => {
    expectAppError(await app.inject({ url: '/domain' }), {
      statusCode: 409,
      message: 'That name is taken.',
      extraData: { code: 'SAVED_SEARCH_TAKEN', id: 4 },
      method: 'GET',
      path: '/domain',
    });
  });

  it('should key validation issues by their dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/nested',
      payload: { criteria: { limit: 'ten' } },
    });
    expectAppError(response, {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: {
          'criteria.limit': 'Invalid input: expected number, received string',
        },
      },
      method: 'POST',
      path: '/nested',
    });
  });

  it('should answer 400 in the same shape for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/nested',
      payload: '{"criteria":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ERROR_TEXTS.VALIDATION,
      extraData: { code: 'FST_ERR_CTP_INVALID_JSON_BODY' },
    });
  });

  it('should answer 415 for a content type nobody parses', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/nested',
      payload: 'x',
      headers: { 'content-type': 'application/x-unknown' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Unsupported Media Type');
  });
});
