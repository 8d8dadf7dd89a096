import {
  ebResultColumnsBodySchema,
  ebResultColumnsPreferenceSchema,
  ebResultColumnsSchema,
  pcResultColumnsBodySchema,
  pcResultColumnsPreferenceSchema,
  pcResultColumnsSchema,
  type Module,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { getResultColumns, setResultColumns } from './preferences.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface ColumnsRoutes<T> {
  module: Module;
  suffix: string;
  columns: z.ZodType<T>;
  body: z.ZodType<{ columns: T }>;
  answer: z.ZodType<{ columns: T | null }>;
}

const tags = ['preferences'];

function addColumnsRoutes<T>(app: App, spec: ColumnsRoutes<T>) {
  const url = `/api/v1/user/preferences/results-columns/${spec.suffix}`;
  const config = { access: { module: spec.module } };
  app.get(
    url,
    {
      config,
      schema: {
        tags,
        description:
          'The results columns the user chose, in order; null when never chosen (the defaults apply).',
        response: { 200: spec.answer, ...errorResponses(401, 403) },
      },
    },
    (request) =>
      getResultColumns(app.db, currentUser(request), spec.module, spec.columns),
  );
  app.put(
    url,
    {
      config,
      schema: {
        tags,
        description:
          'Keeps the results columns the user shows, in order: the company column first, each column once.',
        body: spec.body,
        response: { 200: spec.answer, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      setResultColumns(
        app.db,
        currentUser(request),
        spec.module,
        request.body.columns,
      ),
  );
}

/** The signed-in user's own settings, kept on the server across browsers. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  addColumnsRoutes(app, {
    module: 'pc',
    suffix: 'pnc',
    columns: pcResultColumnsSchema,
    body: pcResultColumnsBodySchema,
    answer: pcResultColumnsPreferenceSchema,
  });
  addColumnsRoutes(app, {
    module: 'eb',
    suffix: 'eb',
    columns: ebResultColumnsSchema,
    body: ebResultColumnsBodySchema,
    answer: ebResultColumnsPreferenceSchema,
  });
};
