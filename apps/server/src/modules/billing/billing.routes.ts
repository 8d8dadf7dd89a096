import {
  billingPortalSchema,
  billingSchema,
  invoiceParamsSchema,
  invoiceSchema,
  plansOverviewSchema,
  upgradeRequestBodySchema,
  upgradeRequestSchema,
} from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { requireAdminEntry, type AdminEntry } from '../auth/index';
import { billingPortal, getBilling, getInvoice } from './billing.service';
import { upgradeMailHandler } from './upgrade-mail';
import {
  createUpgradeRequest,
  getPlansOverview,
  UPGRADE_MAIL_JOB,
} from './upgrade-requests.service';

const tags = ['billing'];
const USER = { access: 'user' as const };

// The Admin menu's rule of the entry (SPEC §6), before the body or the
// path is validated: a refused user gets 403, never a 400.
const entryGuard = (db: Db, entry: AdminEntry) => ({
  preValidation: async (request: FastifyRequest) => {
    await requireAdminEntry(db, request, entry);
  },
});

/** SPEC §2: Billing Portal, the billing page and Upgrade Subscription. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.jobs.register(
    UPGRADE_MAIL_JOB,
    upgradeMailHandler({
      mailer: app.mailer,
      salesEmail: config.salesEmail,
      publicUrl: config.publicUrl,
    }),
  );

  app.get(
    '/api/v1/site/billingportal',
    {
      config: USER,
      ...entryGuard(db, 'billingPortal'),
      schema: {
        tags,
        description:
          "SPEC §7: where the account's billing is. The configured billing provider's portal (BILLING_PORTAL_URL), or else this app's own billing page, /app/billing. For users the Admin menu shows Billing Portal (SPEC §6: types 3 and 4 with role '2'); 403 for anyone else.",
        response: { 200: billingPortalSchema, ...errorResponses(401, 403) },
      },
    },
    () => billingPortal(config),
  );

  app.get(
    '/api/v1/billing',
    {
      config: USER,
      ...entryGuard(db, 'billingPortal'),
      schema: {
        tags,
        description:
          "The billing page of the caller's account: its plan, seats, modules, renewal date, the last day to cancel before renewal, and its invoices, newest first. Billing Portal users only (403).",
        response: { 200: billingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => getBilling(db, currentUser(request).accountId),
  );

  app.get(
    '/api/v1/billing/invoices/:id',
    {
      config: USER,
      ...entryGuard(db, 'billingPortal'),
      schema: {
        tags,
        description:
          "One invoice of the caller's account with its charges (seats of each module over the period at the plan's price). Another account's invoice is 404.",
        params: invoiceParamsSchema,
        response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      getInvoice(db, currentUser(request).accountId, request.params.id),
  );

  app.get(
    '/api/v1/billing/plans',
    {
      config: USER,
      ...entryGuard(db, 'upgradeSubscription'),
      schema: {
        tags,
        description:
          "Upgrade Subscription: the account's plan, seats and modules against every plan (modules, states, seats, price), the server's exports per user per day, and the caller's latest upgrade requests. Upgrade Subscription users only (SPEC §6: type 3 with flag_show_upgrade_subscription '1'); 403 for anyone else.",
        response: {
          200: plansOverviewSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    (request) =>
      getPlansOverview(db, currentUser(request), config.exports.perDay),
  );

  app.post(
    '/api/v1/billing/upgrade-requests',
    {
      config: USER,
      ...entryGuard(db, 'upgradeSubscription'),
      schema: {
        tags,
        description:
          "Records an upgrade request and mails it to the sales mailbox (SALES_EMAIL, the user's address as Reply-To) in the background; the answer says whether it was sent yet. Upgrade Subscription users only (403); at most 5 a user in 24 hours (429).",
        body: upgradeRequestBodySchema,
        response: {
          201: upgradeRequestSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const created = await createUpgradeRequest(
        { db, jobs: app.jobs },
        currentUser(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
};
