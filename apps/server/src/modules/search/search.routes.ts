import {
  describeCriteria,
  ebCriteriaBodySchema,
  ebSearchRequestSchema,
  ebSearchResponseSchema,
  pcCriteriaBodySchema,
  pcSearchRequestSchema,
  pcSearchResponseSchema,
  searchCountResponseSchema,
  type EbCriteria,
  type Module,
  type PcCriteria,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { contactsRoutes } from './contacts/contacts.routes';
import { criteriaGuard } from './criteria-guard';
import { industriesRoutes } from './industries.routes';
import { mapRoutes } from './map.routes';
import type { SearchEngine } from './search-engine';
import {
  countMatches,
  searchEb,
  searchPc,
  type SearchContext,
} from './search.service';

const tags = ['search'];
const errors = errorResponses(400, 401, 403);
const PC = { access: { module: 'pc' as const } };
const EB = { access: { module: 'eb' as const } };
// Every search body holds its criteria under `criteria`.
const guard = criteriaGuard(['criteria']);

/** Company search of both modules (ARCHITECTURE §5). */
export const searchRoutes: FastifyPluginAsyncZod<{
  engine: SearchEngine;
}> = async (app, { engine }) => {
  // Start reading the index as soon as the server is up, not on the first
  // search (a large database takes a while).
  app.addHook('onReady', async () => {
    engine.index().catch((error: unknown) => {
      app.log.error({ err: error }, 'search index load failed');
    });
  });
  // The industry counts come from the same index as the search.
  await app.register(industriesRoutes, { engine });
  const context = (
    request: Parameters<typeof currentUser>[0],
  ): SearchContext => ({
    db: app.db,
    engine,
    user: currentUser(request),
  });
  await app.register(mapRoutes, { context });
  await app.register(contactsRoutes, { context });

  // One search per criteria a user runs: its later pages, sorts and the
  // same criteria asked again within the repeat window are not counted.
  const recordSearch = (
    request: Parameters<typeof currentUser>[0],
    module: Module,
    criteria: PcCriteria | EbCriteria,
    total: number,
  ) => {
    const { userId, accountId } = currentUser(request);
    app.activity.recordOnce(
      { accountId, userId, action: 'search', module, resultCount: total },
      JSON.stringify(criteria),
      () => describeCriteria(module, criteria),
    );
  };

  app.post(
    '/api/v1/search/pnc',
    {
      config: PC,
      ...guard,
      schema: {
        tags,
        body: pcSearchRequestSchema,
        response: { 200: pcSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await searchPc(context(request), request.body);
      recordSearch(request, 'pc', request.body.criteria, result.total);
      return result;
    },
  );
  app.post(
    '/api/v1/search/eb',
    {
      config: EB,
      ...guard,
      schema: {
        tags,
        body: ebSearchRequestSchema,
        response: { 200: ebSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await searchEb(context(request), request.body);
      recordSearch(request, 'eb', request.body.criteria, result.total);
      return result;
    },
  );
  app.post(
    '/api/v1/search/pnc/count',
    {
      config: PC,
      ...guard,
      schema: {
        tags,
        body: pcCriteriaBodySchema,
        response: { 200: searchCountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      total: await countMatches(context(request), {
        module: 'pc',
        value: request.body.criteria,
      }),
    }),
  );
  app.post(
    '/api/v1/search/eb/count',
    {
      config: EB,
      ...guard,
      schema: {
        tags,
        body: ebCriteriaBodySchema,
        response: { 200: searchCountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      total: await countMatches(context(request), {
        module: 'eb',
        value: request.body.criteria,
      }),
    }),
  );
};
