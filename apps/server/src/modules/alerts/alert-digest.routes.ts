import multipart from '@fastify/multipart';
import {
  alertDigestOneClickBodySchema,
  alertDigestSettingsSchema,
  alertDigestUnsubscribeSchema,
  alertDigestUpdateSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { nextHourlyRun } from './daily-run';
import {
  ALERT_DIGEST_JOB,
  alertDigestHandler,
  scheduleDigest,
} from './digest/digest-job';
import {
  getDigestSettings,
  setDigestSettings,
  unsubscribeDigest,
} from './digest/digest-settings.service';

const tags = ['alerts'];
const USER = { access: 'user' as const };
const PUBLIC = { access: 'public' as const };

/**
 * The daily alert mail: its job, the user's setting, and the mail's signed
 * unsubscribe link (no session needed).
 */
export const alertDigestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const hour = config.alertDigestHour;
  const secret = config.sessionSecret;
  app.jobs.register(
    ALERT_DIGEST_JOB,
    alertDigestHandler({
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      secret,
      defaultHour: hour,
    }),
  );
  app.addHook('onReady', async () => {
    await scheduleDigest(db, nextHourlyRun(new Date()));
  });

  app.get(
    '/api/v1/alerts/digest',
    {
      config: USER,
      schema: {
        tags,
        response: {
          200: alertDigestSettingsSchema,
          ...errorResponses(401),
        },
      },
    },
    (request) => getDigestSettings(db, currentUser(request).userId, hour),
  );

  app.put(
    '/api/v1/alerts/digest',
    {
      config: USER,
      schema: {
        tags,
        body: alertDigestUpdateSchema,
        response: {
          200: alertDigestSettingsSchema,
          ...errorResponses(400, 401),
        },
      },
    },
    (request) =>
      setDigestSettings(db, currentUser(request).userId, request.body, hour),
  );

  // The web page the mail's link opens posts the token here as JSON.
  app.post(
    '/api/v1/alerts/digest/unsubscribe',
    {
      config: PUBLIC,
      schema: {
        tags,
        body: alertDigestUnsubscribeSchema,
        response: {
          200: alertDigestSettingsSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    (request) => unsubscribeDigest(db, secret, request.body.token, hour),
  );

  await app.register(oneClickRoute, { hour, secret });
};

/**
 * RFC 8058 one-click unsubscribe: the mail provider posts
 * `List-Unsubscribe=One-Click` as a form (urlencoded, or multipart, read
 * here only) to the List-Unsubscribe address, the token in its query. The
 * token is its only authority, never a cookie, so the cross-site check
 * lets it through (acceptsCrossSite) and form bodies are taken.
 */
const oneClickRoute: FastifyPluginAsyncZod<{
  hour: number;
  secret: string;
}> = async (app, { hour, secret }) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 4, fieldSize: 200 },
  });
  app.post(
    '/api/v1/alerts/digest/unsubscribe/one-click',
    {
      config: { ...PUBLIC, acceptsForm: true, acceptsCrossSite: true },
      schema: {
        tags,
        querystring: alertDigestUnsubscribeSchema,
        body: alertDigestOneClickBodySchema,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        response: {
          200: alertDigestSettingsSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    (request) => unsubscribeDigest(app.db, secret, request.query.token, hour),
  );
};
