import {
  hasModule,
  isIndustriesDisabled,
  naicsQuerySchema,
  naicsTreeResponseSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { ForbiddenError } from '../../shared/errors';
import { getUserInfo } from '../auth/index';
import { industryTree } from './industry-counts';
import type { SearchEngine } from './search-engine';

const response = {
  200: naicsTreeResponseSchema,
  ...errorResponses(400, 401, 403),
};

/** The NAICS tree counted by the search engine of `engine`. */
export const industriesRoutes: FastifyPluginAsyncZod<{
  engine: SearchEngine;
}> = async (app, { engine }) => {
  // The search's industry filter. Access is 'user': the module comes with
  // the query and is checked here (SPEC §5).
  app.get(
    '/api/v1/lookups/naics',
    {
      config: { access: 'user' },
      schema: { tags: ['lookups'], querystring: naicsQuerySchema, response },
    },
    async (request) => {
      const { products } = currentUser(request);
      const { module, scopes } = request.query;
      if (!hasModule(products, module)) throw new ForbiddenError();
      return industryTree(engine, products, module, scopes);
    },
  );

  // The Industries page (commercial only): refused where the Tools menu
  // disables it (SPEC §6).
  app.get(
    '/api/v1/industries',
    {
      config: { access: { module: 'pc' } },
      schema: { tags: ['lookups'], querystring: z.object({}), response },
    },
    async (request) => {
      const auth = currentUser(request);
      const user = await getUserInfo(
        { db: app.db },
        auth.userId,
        auth.publicSessionId,
      );
      if (isIndustriesDisabled(user)) throw new ForbiddenError();
      return industryTree(engine, auth.products, 'pc');
    },
  );
};
