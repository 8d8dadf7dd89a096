import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/api-tokens';
import { ODataQueryError } from '../odata/filter-ast';
import type { SandboxState } from '../sandbox-state';
import type { AgencyUser } from '../seed/sandbox-types';
import { MATCH_COMPARERS, matchedOn } from './account-matching';
import { sendODataError } from './api-errors';
import { answerCollection } from './collection';
import {
  accountContactSchema,
  accountMatchSchema,
  agencyUserSchema,
  featureLicenseSchema,
  pageSchema,
  userInfoSchema,
} from './schemas';

// The partner API (SPEC §7): every request names a partner user's token
// and sees that user's agency only. Pages hold 100 rows at most.

export const PAGE_MAX = 100;

const AGENCY_USER_FIELDS = [
  'id',
  'userName',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'title',
  'isEnabled',
];
const ACCOUNT_FIELDS = [
  'id',
  'msid',
  'name',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'phone',
  'ownerId',
];
const CONTACT_FIELDS = [
  'id',
  'accountId',
  'firstName',
  'lastName',
  'title',
  'email',
  'isPrimary',
];

declare module 'fastify' {
  interface FastifyRequest {
    partnerUser?: AgencyUser;
  }
}

const userOf = (request: FastifyRequest) => request.partnerUser!;

export function apiRoutes(state: SandboxState) {
  return async function register(app: FastifyInstance) {
    app.addHook(
      'onRequest',
      async (request: FastifyRequest, reply: FastifyReply) => {
        const fault = state.faults.take(
          request.routeOptions.url ?? request.url,
        );
        if (fault?.delayMs)
          await new Promise((r) => setTimeout(r, fault.delayMs));
        if (fault?.status) {
          return sendODataError(
            reply,
            fault.status,
            `Injected fault ${fault.status}`,
          );
        }
        const token = bearerToken(request.headers.authorization);
        const userId = token ? state.tokens.userOf(token) : null;
        const user = userId ? state.user(userId) : undefined;
        if (!user?.isEnabled) {
          return sendODataError(
            reply,
            401,
            'A valid partner user token is required',
          );
        }
        request.partnerUser = user;
      },
    );

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ODataQueryError) {
        return sendODataError(reply, 400, error.message);
      }
      request.log.error({ err: error }, 'partner API failure');
      return sendODataError(reply, 500, 'The request failed');
    });

    app.get('/agencies/v2.0/agencyuser', async (request) => {
      const { agencyId } = userOf(request);
      const rows = state.data.users
        .filter((u) => u.agencyId === agencyId)
        .map((u) => ({ ...u, fullName: `${u.firstName} ${u.lastName}` }));
      return answerCollection(
        request,
        rows,
        { fields: AGENCY_USER_FIELDS, maxTop: PAGE_MAX },
        agencyUserSchema,
        (row) => row,
      );
    });

    app.get('/licenses/v2.0/featurelicense', async (request) => {
      const agency = state.agencyOf(userOf(request));
      return pageSchema(featureLicenseSchema).parse({
        '@odata.count': 1,
        value: [agency],
      });
    });

    app.get('/userinfo', async (request) => {
      const user = userOf(request);
      const login = state.data.logins.find((l) => l.userId === user.id);
      return userInfoSchema.parse({
        userId: user.id,
        userName: user.userName,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        agencyId: user.agencyId,
        agencyName: state.agencyOf(user).agencyName,
        zywave_eb_broker_search: login?.zywave_eb_broker_search ?? '0',
        zywave_is_premium_contacts: login?.zywave_is_premium_contacts ?? '0',
      });
    });

    app.get('/accounts/v2.0/account/matches', async (request) => {
      const { agencyId } = userOf(request);
      const rows = state.data.accounts.filter((a) => a.agencyId === agencyId);
      return answerCollection(
        request,
        rows,
        {
          fields: ACCOUNT_FIELDS,
          maxTop: PAGE_MAX,
          comparers: MATCH_COMPARERS,
        },
        accountMatchSchema,
        (row, query) => ({ ...row, matchedOn: matchedOn(row, query.filter) }),
      );
    });

    app.get('/accounts/v2.0/accountcontact', async (request) => {
      const { agencyId } = userOf(request);
      const accounts = new Set(
        state.data.accounts
          .filter((a) => a.agencyId === agencyId)
          .map((a) => a.id),
      );
      const rows = state.data.contacts.filter((c) => accounts.has(c.accountId));
      return answerCollection(
        request,
        rows,
        { fields: CONTACT_FIELDS, maxTop: PAGE_MAX },
        accountContactSchema,
        (row) => row,
      );
    });
  };
}
