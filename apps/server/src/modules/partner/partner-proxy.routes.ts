import {
  accountContactsQuerySchema,
  accountContactsResponseSchema,
  accountMatchesQuerySchema,
  accountMatchesResponseSchema,
  agencyUsersQuerySchema,
  agencyUsersResponseSchema,
  partnerFeatureLicenseSchema,
  partnerUserInfoSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { requireCompany } from '../companies/index';
import { companyMatchOf, filterTermsOf, matchedFields } from './company-match';
import { partnerErrorResponses, PartnerError } from './partner.errors';
import { partnerApiOf, type PartnerRouteDeps } from './partner-request';
import {
  findAccountMatches,
  getFeatureLicense,
  getPartnerUserInfo,
  listAccountContacts,
  listAgencyUsers,
} from './partner.service';

const tags = ['partner'];
const USER = { access: 'user' as const };
const PREFIX = '/api/v1/partner';
const ERRORS = partnerErrorResponses(400);

/** SPEC §7: the partner proxy, GET only; any other method is 405. */
export const partnerProxyRoutes: FastifyPluginAsyncZod<
  PartnerRouteDeps
> = async (app, deps) => {
  app.get(
    `${PREFIX}/agencies/v2.0/agencyuser`,
    {
      config: USER,
      schema: {
        tags,
        description:
          "The agency's enabled users by last name (every page of 100 read), optionally those whose full name contains `name`.",
        querystring: agencyUsersQuerySchema,
        response: { 200: agencyUsersResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      listAgencyUsers(await partnerApiOf(deps, request), request.query.name),
  );

  app.get(
    `${PREFIX}/licenses/v2.0/featurelicense`,
    {
      config: USER,
      schema: {
        tags,
        description: "The agency's feature licence: has_ams and agency_users.",
        response: { 200: partnerFeatureLicenseSchema, ...ERRORS },
      },
    },
    async (request) => getFeatureLicense(await partnerApiOf(deps, request)),
  );

  app.get(
    `${PREFIX}/userinfo`,
    {
      config: USER,
      schema: {
        tags,
        description:
          'The partner user of the session, as the partner knows them.',
        response: { 200: partnerUserInfoSchema, ...ERRORS },
      },
    },
    async (request) => getPartnerUserInfo(await partnerApiOf(deps, request)),
  );

  app.get(
    `${PREFIX}/accounts/v2.0/account/matches`,
    {
      config: USER,
      schema: {
        tags,
        description:
          "The agency's AMS accounts that match a company the user may see: asked by msid, name, street line and phone (quotes doubled, phones formatted, SPEC §5), kept when Edge's rules agree, with the fields that matched.",
        querystring: accountMatchesQuerySchema,
        response: {
          200: accountMatchesResponseSchema,
          ...partnerErrorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const api = await partnerApiOf(deps, request);
      const company = await requireCompany(
        deps.db,
        currentUser(request),
        request.query.muns,
        'any',
      );
      const match = companyMatchOf(company);
      const accounts = await findAccountMatches(
        api,
        filterTermsOf(match).join(' or '),
      );
      const value = accounts
        .map((account) => ({
          ...account,
          matchedOn: matchedFields(match, account),
        }))
        .filter((account) => account.matchedOn.length > 0);
      return { value };
    },
  );

  app.get(
    `${PREFIX}/accounts/v2.0/accountcontact`,
    {
      config: USER,
      schema: {
        tags,
        description:
          'The contacts of AMS accounts (accountId repeated, up to 500): asked as `accountId in (...)`, long lists in parts.',
        querystring: accountContactsQuerySchema,
        response: { 200: accountContactsResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      value: await listAccountContacts(
        await partnerApiOf(deps, request),
        request.query.accountId,
      ),
    }),
  );

  // Anything but GET (and the AMS marks' POST, a route of its own) reads
  // nothing: 405 before any session is looked at.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${PREFIX}/*`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new PartnerError('METHOD_NOT_ALLOWED');
    },
  });
};
