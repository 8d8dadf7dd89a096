import {
  alertBulkDeleteBodySchema,
  alertBulkDeleteResponseSchema,
  alertCheckedBodySchema,
  alertCheckedResponseSchema,
  alertSearchBodySchema,
  alertSearchResponseSchema,
  eventTypesSearchBodySchema,
  eventTypesSearchResponseSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import type { SearchEngine } from '../search/index';
import { alertSubscriptionsRoutes } from './alert-subscriptions.routes';
import {
  ALERTS_DELIVER_JOB,
  alertsDeliverHandler,
  scheduleAlertsDelivery,
} from './alerts-deliver-job';
import { companyEventsRoutes } from './company-events.routes';
import {
  deleteAlerts,
  markAlertsChecked,
  searchAlerts,
  searchEventTypes,
} from './alerts.service';
import { alertDigestRoutes } from './alert-digest.routes';
import { renewalRemindersJob } from './reminders/renewal-reminders-job';

const tags = ['alerts'];
// Access is 'user': the module follows from the body's application and is
// checked by the service (PC needs PC, EB needs H-W).
const USER = { access: 'user' as const };

const SEARCH_SCHEMA = {
  tags,
  body: alertSearchBodySchema,
  response: {
    200: alertSearchResponseSchema,
    ...errorResponses(400, 401, 403),
  },
};
const BULK_DELETE_SCHEMA = {
  tags,
  body: alertBulkDeleteBodySchema,
  response: {
    200: alertBulkDeleteResponseSchema,
    ...errorResponses(400, 401),
  },
};
const CHECKED_SCHEMA = {
  tags,
  body: alertCheckedBodySchema,
  response: {
    200: alertCheckedResponseSchema,
    ...errorResponses(400, 401),
  },
};
const EVENT_TYPES_SCHEMA = {
  tags,
  body: eventTypesSearchBodySchema,
  response: {
    200: eventTypesSearchResponseSchema,
    ...errorResponses(400, 401, 403),
  },
};

export interface AlertsRoutesOptions {
  // The company index saved searches run on (shared with search, exports).
  engine: SearchEngine;
}

/**
 * SPEC §7 alert calls, subscriptions, a company's timeline, and the job
 * that turns company events into alerts.
 */
export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (
  app,
  { engine },
) => {
  app.jobs.register(
    ALERTS_DELIVER_JOB,
    alertsDeliverHandler({ engine, log: app.log }),
  );
  // The first delivery runs once the app is up; each run queues the next.
  app.addHook('onReady', () => scheduleAlertsDelivery(app.db, new Date()));
  await app.register(alertSubscriptionsRoutes, { engine });
  await app.register(companyEventsRoutes);
  await app.register(renewalRemindersJob);
  await app.register(alertDigestRoutes);

  app.post(
    '/api/events/alerts/search',
    { config: USER, schema: SEARCH_SCHEMA },
    (request) => searchAlerts(app.db, currentUser(request), request.body),
  );

  app.delete(
    '/api/events/alerts/bulk',
    { config: USER, schema: BULK_DELETE_SCHEMA },
    (request) => deleteAlerts(app.db, currentUser(request), request.body.ids),
  );

  app.post(
    '/api/events/alerts/checked',
    { config: USER, schema: CHECKED_SCHEMA },
    (request) =>
      markAlertsChecked(
        app.db,
        currentUser(request),
        request.body.ids,
        request.body.checked,
      ),
  );

  app.post(
    '/api/events/event-types/search',
    { config: USER, schema: EVENT_TYPES_SCHEMA },
    (request) => ({
      event_types: searchEventTypes(
        currentUser(request),
        request.body.application,
      ),
    }),
  );
};
