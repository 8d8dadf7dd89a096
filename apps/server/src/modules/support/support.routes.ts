import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REQUESTS_PER_HOUR,
  supportDatasetsSchema,
  supportLimitsSchema,
  supportRequestBodySchema,
  supportRequestReceiptSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { getSupportDatasets } from './datasets.service';
import { getSupportLimits } from './support-limits.service';
import {
  requireSupportCenter,
  sendSupportRequest,
} from './support-requests.service';

const tags = ['support'];
// Any signed-in user but a partner platform's (SPEC §2), checked on each
// call: those get 403 SUPPORT_CENTER_HIDDEN.
const USER = { access: 'user' as const };
// Per session, before the body is read: a flood of sends never reaches
// the database. The service's per-user hourly limit is the real one.
const SEND_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

const DATASETS_SCHEMA = {
  tags,
  description:
    'The data page of the Support Center: each dataset with finished imports, read from the import records (import_files) and the rows they wrote: who publishes it, what the app reads from it, its files, newest file and as-of date, latest year, and how many companies it covers (companies with a row of it; for the FEMA National Risk Index, companies in a rated county; for crime scores, companies whose ZIP code or county has scores). Recomputed after each import.',
  response: {
    200: supportDatasetsSchema,
    ...errorResponses(401, 403),
  },
};
const LIMITS_SCHEMA = {
  tags,
  description:
    "The limits the help pages quote, as this server is configured: rows per export, exports per day and at once, hours an export file is kept, the daily alert mail's default hour, and contact-form messages per hour.",
  response: { 200: supportLimitsSchema, ...errorResponses(401, 403) },
};
const SEND_SCHEMA = {
  tags,
  description:
    `Sends a message to support (SUPPORT_EMAIL) from the contact form: a one-line subject and a message of up to ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters. ` +
    "The sender's name, user name, e-mail, account and products come from the session. The request is recorded, mailed with its reference (SR-000042) in the subject and the user's address as Reply-To, and answered 201 with the reference. " +
    `A user may send ${SUPPORT_REQUESTS_PER_HOUR} messages in any 60 minutes (429 SUPPORT_REQUESTS_PER_HOUR); a mail the server refused is 503 SUPPORT_MAIL_FAILED and does not count.`,
  body: supportRequestBodySchema,
  response: {
    201: supportRequestReceiptSchema,
    ...errorResponses(400, 401, 403, 429, 503),
  },
};

/** The Support Center: the data page, the help pages' limits, contact. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
  };

  app.get(
    '/api/v1/support/datasets',
    { config: USER, schema: DATASETS_SCHEMA },
    async (request) => {
      await requireSupportCenter(app.db, currentUser(request));
      return getSupportDatasets(app.db);
    },
  );

  app.get(
    '/api/v1/support/limits',
    { config: USER, schema: LIMITS_SCHEMA },
    async (request) => {
      await requireSupportCenter(app.db, currentUser(request));
      return getSupportLimits(app.config);
    },
  );

  app.post(
    '/api/v1/support/requests',
    { config: { ...USER, rateLimit: SEND_RATE_LIMIT }, schema: SEND_SCHEMA },
    async (request, reply) => {
      const receipt = await sendSupportRequest(
        deps,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send(receipt);
    },
  );
};
