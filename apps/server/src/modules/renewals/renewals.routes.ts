import {
  renewalCalendarSchema,
  renewalsParamsSchema,
  renewalsQuerySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { localDate } from '../alerts/index';
import { getRenewalCalendar } from './renewals.service';

const SCHEMA = {
  tags: ['renewals'],
  description:
    "The renewal calendar of the module: the renewal dates (benefit plan years; workers' comp expirations and MCS-150 updates) of the user's favorites and subscribed saved searches' matches from today through a year ahead, soonest first, each with its reminder window, the user's pipeline stage and how contested the company is. `?window=120|90|60` keeps the dates due within that many days, `?stage=` one stage or `none`. Only companies of the user's permitted states; at most 5,000 companies (favorites first).",
  params: renewalsParamsSchema,
  querystring: renewalsQuerySchema,
  response: { 200: renewalCalendarSchema, ...errorResponses(400, 401, 403) },
};

/** A user's renewal calendar, per module. */
export const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Access is 'user': the service checks the module's licence.
  app.get(
    '/api/v1/renewals/:module',
    { config: { access: 'user' as const }, schema: SCHEMA },
    (request) =>
      getRenewalCalendar(
        app.db,
        currentUser(request),
        request.params.module,
        request.query,
        localDate(new Date()),
      ),
  );
};
