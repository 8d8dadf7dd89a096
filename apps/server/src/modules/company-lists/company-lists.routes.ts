import {
  companyListAddResultSchema,
  companyListColleaguesSchema,
  companyListCompaniesBodySchema,
  companyListCompaniesQuerySchema,
  companyListCompanyParamsSchema,
  companyListNameBodySchema,
  companyListPageSchema,
  companyListParamsSchema,
  companyListSchema,
  companyListSharesBodySchema,
  companyListsParamsSchema,
  companyListsSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import {
  addToList,
  createList,
  deleteOwnList,
  getColleagues,
  getListPage,
  getLists,
  removeFromList,
  renameOwnList,
  shareList,
} from './company-lists.service';

const tags = ['company lists'];
// Access is 'user': the service checks the module's licence, and the
// list's owner or share, on every call.
const USER = { access: 'user' as const };
const DELETED = z.null().describe('Deleted');

const LISTS_SCHEMA = {
  tags,
  description:
    "The user's own lists of the module by name, then the lists users of the same account shared with them, each with its owner, the user's access (owner, edit, read), how many of its companies are in the user's permitted states, and who it is shared with.",
  params: companyListsParamsSchema,
  response: { 200: companyListsSchema, ...errorResponses(400, 401, 403) },
};
const COLLEAGUES_SCHEMA = {
  tags,
  description:
    "The users a list of the module may be shared with: the enabled users of the user's account, other than the user, who hold the module, by name.",
  params: companyListsParamsSchema,
  response: {
    200: companyListColleaguesSchema,
    ...errorResponses(400, 401, 403),
  },
};
const CREATE_SCHEMA = {
  tags,
  description:
    'A new, empty list of the user, named uniquely among their lists of the module (409 `COMPANY_LIST_NAME_TAKEN`); at most 100 per module.',
  params: companyListsParamsSchema,
  body: companyListNameBodySchema,
  response: { 201: companyListSchema, ...errorResponses(400, 401, 403, 409) },
};
const RENAME_SCHEMA = {
  tags,
  description:
    'Renames a list: its owner only (403 `COMPANY_LIST_OWNER_ONLY`).',
  params: companyListParamsSchema,
  body: companyListNameBodySchema,
  response: {
    200: companyListSchema,
    ...errorResponses(400, 401, 403, 404, 409),
  },
};
const DELETE_SCHEMA = {
  tags,
  description: 'Deletes a list with its companies and shares: its owner only.',
  params: companyListParamsSchema,
  response: { 204: DELETED, ...errorResponses(400, 401, 403, 404) },
};
const PAGE_SCHEMA = {
  tags,
  description:
    "The list and a page of its companies by name, only those of the user's permitted states, with who added each and when. A list neither the user's nor shared with them is 404 `COMPANY_LIST_NOT_FOUND`, another account's alike.",
  params: companyListParamsSchema,
  querystring: companyListCompaniesQuerySchema,
  response: {
    200: companyListPageSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
const ADD_SCHEMA = {
  tags,
  description:
    'Adds 1 to 500 companies, all or none, for the owner or a user it is shared with to edit (403 `COMPANY_LIST_READ_ONLY` to a reader). Each must be a company the user may see in the module (404 `COMPANY_NOT_FOUND`, 403 `COMPANY_OUTSIDE_STATES`, `extraData.muns` which); a list holds at most 5,000. Answers how many were added and how many it held already.',
  params: companyListParamsSchema,
  body: companyListCompaniesBodySchema,
  response: {
    200: companyListAddResultSchema,
    ...errorResponses(400, 401, 403, 404, 409),
  },
};
const REMOVE_SCHEMA = {
  tags,
  description: 'Takes a company out of the list: the owner or an editor.',
  params: companyListCompanyParamsSchema,
  response: { 204: DELETED, ...errorResponses(400, 401, 403, 404) },
};
const SHARE_SCHEMA = {
  tags,
  description:
    "Names everyone the list is shared with, replacing the shares before: the owner only. Each user must be an enabled user of the owner's account holding the module, and not the owner; otherwise nothing changes (400 `COMPANY_LIST_SHARE_REFUSED`, `extraData.user_ids` which). `read` shows the list; `edit` also adds and removes companies.",
  params: companyListParamsSchema,
  body: companyListSharesBodySchema,
  response: { 200: companyListSchema, ...errorResponses(400, 401, 403, 404) },
};

const LIST_PATH = '/api/v1/lists/:module/:id';

/** Named lists of companies, shared within an account. */
export const companyListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/lists/:module',
    { config: USER, schema: LISTS_SCHEMA },
    (request) => getLists(app.db, currentUser(request), request.params.module),
  );

  app.get(
    '/api/v1/lists/:module/colleagues',
    { config: USER, schema: COLLEAGUES_SCHEMA },
    (request) =>
      getColleagues(app.db, currentUser(request), request.params.module),
  );

  app.post(
    '/api/v1/lists/:module',
    { config: USER, schema: CREATE_SCHEMA },
    async (request, reply) => {
      const list = await createList(
        app.db,
        currentUser(request),
        request.params.module,
        request.body.name,
      );
      return reply.status(201).send(list);
    },
  );

  app.put(LIST_PATH, { config: USER, schema: RENAME_SCHEMA }, (request) =>
    renameOwnList(
      app.db,
      currentUser(request),
      request.params.module,
      request.params.id,
      request.body.name,
    ),
  );

  app.delete(
    LIST_PATH,
    { config: USER, schema: DELETE_SCHEMA },
    async (request, reply) => {
      const { module, id } = request.params;
      await deleteOwnList(app.db, currentUser(request), module, id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${LIST_PATH}/companies`,
    { config: USER, schema: PAGE_SCHEMA },
    (request) =>
      getListPage(
        app.db,
        currentUser(request),
        request.params.module,
        request.params.id,
        request.query,
      ),
  );

  app.post(
    `${LIST_PATH}/companies`,
    { config: USER, schema: ADD_SCHEMA },
    (request) =>
      addToList(
        app.db,
        currentUser(request),
        request.params.module,
        request.params.id,
        request.body.muns,
      ),
  );

  app.delete(
    `${LIST_PATH}/companies/:muns`,
    { config: USER, schema: REMOVE_SCHEMA },
    async (request, reply) => {
      const { module, id, muns } = request.params;
      await removeFromList(app.db, currentUser(request), module, id, muns);
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${LIST_PATH}/shares`,
    { config: USER, schema: SHARE_SCHEMA },
    (request) =>
      shareList(
        app.db,
        currentUser(request),
        request.params.module,
        request.params.id,
        request.body,
      ),
  );
};
