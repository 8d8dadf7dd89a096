import {
  contactsSearchResponseSchema,
  ebContactsRequestSchema,
  pcContactsRequestSchema,
  type Module,
} from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/access';
import { errorResponses } from '../../../shared/error-responses';
import { getUserInfo } from '../../auth/index';
import { criteriaGuard } from '../criteria-guard';
import type { SearchContext } from '../search.service';
import { ContactRoleIndexes } from './contact-role-index';
import {
  searchContacts,
  type ContactsContext,
} from './contacts-search.service';

const tags = ['search'];
const errors = errorResponses(400, 401, 403);
// The body holds its criteria under `criteria`, as a search does.
const guard = criteriaGuard(['criteria']);

/**
 * The results' Contacts tab: the people of the search's companies by role
 * or title words, with the search's access and permitted states.
 */
export const contactsRoutes: FastifyPluginAsyncZod<{
  context: (request: FastifyRequest) => SearchContext;
}> = async (app, { context }) => {
  const contacts = new ContactRoleIndexes(app.db);
  const contactsContext = async (
    request: FastifyRequest,
  ): Promise<ContactsContext> => ({
    ...context(request),
    contacts,
    // Read fresh: a licence change holds on the next call.
    info: await getUserInfo({ db: app.db }, currentUser(request).userId, ''),
  });
  const route = <B>(module: Module, path: string, body: B) => ({
    path,
    options: {
      config: { access: { module } },
      ...guard,
      schema: {
        tags,
        body,
        response: { 200: contactsSearchResponseSchema, ...errors },
      },
    },
  });

  const pc = route(
    'pc',
    '/api/v1/search/pnc/contacts',
    pcContactsRequestSchema,
  );
  app.post(pc.path, pc.options, async (request) =>
    searchContacts(await contactsContext(request), 'pc', request.body),
  );
  const eb = route('eb', '/api/v1/search/eb/contacts', ebContactsRequestSchema);
  app.post(eb.path, eb.options, async (request) =>
    searchContacts(await contactsContext(request), 'eb', request.body),
  );
};
