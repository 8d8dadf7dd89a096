import {
  API_KEYS_PER_USER_MAX,
  apiKeyCreateBodySchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { createApiKey, getApiKeys, revokeApiKey } from './api-keys.service';

const tags = ['my account'];
const USER = { access: 'user' as const };
const BASE = '/api/v1/myaccount/api-keys';

const LIST_SCHEMA = {
  tags,
  description:
    "The signed-in user's API keys, newest first, revoked ones included. A key's secret is never shown again: only its first characters (`prefix`).",
  response: { 200: apiKeyListSchema, ...errorResponses(401, 403) },
};
const CREATE_SCHEMA = {
  tags,
  description:
    'Creates an API key for the read-only API and answers its secret, this once. ' +
    `A user holds at most ${API_KEYS_PER_USER_MAX} keys that are not revoked (400 API_KEY_LIMIT_REACHED); ` +
    'users of partner-platform accounts get none (403 API_KEYS_NOT_OFFERED). ' +
    'Send the secret as `Authorization: Bearer edge_…`.',
  body: apiKeyCreateBodySchema,
  response: { 201: apiKeyCreatedSchema, ...errorResponses(400, 401, 403) },
};
const REVOKE_SCHEMA = {
  tags,
  description:
    "Revokes one of the user's keys for good: calls with it answer 401 from then on. Another user's key answers 404.",
  params: apiKeyParamsSchema,
  response: {
    204: z.null().describe('Revoked'),
    ...errorResponses(400, 401, 403, 404),
  },
};

/** My Account's API keys (decision 0040); reached with the session only. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(BASE, { config: USER, schema: LIST_SCHEMA }, (request) =>
    getApiKeys(app.db, currentUser(request)),
  );

  app.post(
    BASE,
    { config: USER, schema: CREATE_SCHEMA },
    async (request, reply) => {
      const created = await createApiKey(
        app.db,
        currentUser(request),
        request.body.name,
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: USER, schema: REVOKE_SCHEMA },
    async (request, reply) => {
      await revokeApiKey(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
