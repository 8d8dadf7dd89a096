import {
  companyAddressesQuerySchema,
  companyAddressesResponseSchema,
  companyParamsSchema,
  dotCarriersQuerySchema,
  dotCarriersResponseSchema,
  oshaInspectionsQuerySchema,
  oshaInspectionsResponseSchema,
  oshaViolationsQuerySchema,
  oshaViolationsResponseSchema,
  whdCasesQuerySchema,
  whdCasesResponseSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { listCompanyAddresses } from './addresses.service';
import { listDotCarriers } from './dot-details.service';
import {
  listOshaInspections,
  listOshaViolations,
} from './osha-details.service';
import { listWhdCases } from './whd-details.service';

type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['company details'];
// OSHA, WHD and DOT are Commercial Lines data: product PC (SPEC §5).
const COMMERCIAL = { access: { module: 'pc' as const } };
// Addresses follow the page's module, checked by the service.
const SIGNED_IN = { access: 'user' as const };

// The company and a paged query in; one schema per answer status.
const schemaOf = <Q extends z.ZodType, R extends z.ZodType>(
  querystring: Q,
  response: R,
) => ({
  tags,
  params: companyParamsSchema,
  querystring,
  response: { 200: response, ...errorResponses(400, 401, 403, 404) },
});

const BASE = '/api/v1/companies/:muns';

function oshaRoutes(app: FastifyZodInstance) {
  app.get(
    `${BASE}/osha/inspections`,
    {
      config: COMMERCIAL,
      schema: schemaOf(
        oshaInspectionsQuerySchema,
        oshaInspectionsResponseSchema,
      ),
    },
    (request) =>
      listOshaInspections(
        app.db,
        currentUser(request),
        request.params.muns,
        request.query,
      ),
  );
  app.get(
    `${BASE}/osha/violations`,
    {
      config: COMMERCIAL,
      schema: schemaOf(oshaViolationsQuerySchema, oshaViolationsResponseSchema),
    },
    (request) =>
      listOshaViolations(
        app.db,
        currentUser(request),
        request.params.muns,
        request.query,
      ),
  );
}

function whdDotRoutes(app: FastifyZodInstance) {
  app.get(
    `${BASE}/whd/cases`,
    {
      config: COMMERCIAL,
      schema: schemaOf(whdCasesQuerySchema, whdCasesResponseSchema),
    },
    (request) =>
      listWhdCases(
        app.db,
        currentUser(request),
        request.params.muns,
        request.query,
      ),
  );
  app.get(
    `${BASE}/dot/carriers`,
    {
      config: COMMERCIAL,
      schema: schemaOf(dotCarriersQuerySchema, dotCarriersResponseSchema),
    },
    (request) =>
      listDotCarriers(
        app.db,
        currentUser(request),
        request.params.muns,
        request.query,
      ),
  );
}

function addressRoutes(app: FastifyZodInstance) {
  app.get(
    `${BASE}/addresses`,
    {
      config: SIGNED_IN,
      schema: schemaOf(
        companyAddressesQuerySchema,
        companyAddressesResponseSchema,
      ),
    },
    (request) =>
      listCompanyAddresses(
        app.db,
        currentUser(request),
        request.params.muns,
        request.query,
      ),
  );
}

/** The company details pages' tables (SPEC §2). */
export const companyDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  oshaRoutes(app);
  whdDotRoutes(app);
  addressRoutes(app);
};
