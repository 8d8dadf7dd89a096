import { createReadStream } from 'node:fs';
import {
  downloadsResponseSchema,
  exportCreatedSchema,
  exportJobSchema,
  exportListQuerySchema,
  exportListSchema,
  hasModule,
  exportParamsSchema,
  exportRequestSchema,
  type Module,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { ForbiddenError } from '../../shared/errors';
import { criteriaGuard, type SearchEngine } from '../search/index';
import {
  EXPORT_CLEANUP_JOB,
  exportCleanupHandler,
  scheduleExportCleanup,
} from './export-cleanup';
import { listExportsOf } from './account-exports.service';
import { EXPORT_JOB, exportJobHandler } from './export-job';
import { exportTrackingRoutes } from './export-tracking.routes';
import {
  createExport,
  deleteExport,
  exportFileOf,
  getExport,
  listRecentDownloads,
  type DownloadsSuffix,
} from './exports.service';

// SPEC §7 path suffixes: pac for commercial lines, eb for benefits.
const SUFFIX_MODULE: Record<DownloadsSuffix, Module> = { pac: 'pc', eb: 'eb' };

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
};
// SPEC §2: the Dashboard PDF opens in a new tab; other files download.
const INLINE_FORMATS = new Set(['pdf']);

const tags = ['exports'];
const USER = { access: 'user' as const };

export interface ExportsRoutesOptions {
  engine: SearchEngine;
}

/** Exports (issue: exports), and SPEC's Export History calls. */
export const exportsRoutes: FastifyPluginAsyncZod<
  ExportsRoutesOptions
> = async (app, { engine }) => {
  const deps = {
    db: app.db,
    engine,
    config: app.config,
    jobs: app.jobs,
    activity: app.activity,
  };
  app.jobs.register(
    EXPORT_JOB,
    exportJobHandler({ ...deps, mailer: app.mailer }),
  );
  app.jobs.register(
    EXPORT_CLEANUP_JOB,
    exportCleanupHandler(app.config.dataDir),
  );
  // The first clean-up runs once the app is up; each run queues the next.
  app.addHook('onReady', () => scheduleExportCleanup(app.db, new Date()));

  for (const [suffix, module] of Object.entries(SUFFIX_MODULE)) {
    app.get(
      `/api/v1/user/downloads/${suffix}`,
      {
        config: { access: { module } },
        schema: {
          tags,
          response: {
            200: downloadsResponseSchema,
            ...errorResponses(401, 403),
          },
        },
      },
      (request) =>
        listRecentDownloads(
          app.db,
          currentUser(request).userId,
          suffix as DownloadsSuffix,
        ),
    );
  }

  app.post(
    '/api/v1/exports',
    {
      config: USER,
      ...criteriaGuard(['criteria']),
      schema: {
        tags,
        body: exportRequestSchema,
        response: {
          202: exportCreatedSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const created = await createExport(
        deps,
        currentUser(request),
        request.body,
      );
      return reply.code(202).send(created);
    },
  );

  app.get(
    '/api/v1/exports',
    {
      config: USER,
      schema: {
        tags,
        querystring: exportListQuerySchema,
        response: { 200: exportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const auth = currentUser(request);
      if (!hasModule(auth.products, request.query.module)) {
        throw new ForbiddenError();
      }
      return listExportsOf(app.db, auth, request.query);
    },
  );

  // Re-run, and the results' marks.
  await app.register(exportTrackingRoutes, { engine });

  app.get(
    '/api/v1/exports/:id',
    {
      config: USER,
      schema: {
        tags,
        params: exportParamsSchema,
        response: { 200: exportJobSchema, ...errorResponses(401, 404) },
      },
    },
    (request) =>
      getExport(app.db, currentUser(request).userId, request.params.id),
  );

  app.get(
    '/api/v1/exports/:id/file',
    {
      config: USER,
      schema: {
        tags,
        params: exportParamsSchema,
        // 200: the file itself, streamed.
        response: { 200: z.any(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await exportFileOf(
        deps,
        currentUser(request).userId,
        request.params.id,
      );
      return reply
        .type(CONTENT_TYPES[file.extension] ?? 'application/octet-stream')
        .header(
          'content-disposition',
          `${INLINE_FORMATS.has(file.extension) ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file.path));
    },
  );

  app.delete(
    '/api/v1/exports/:id',
    {
      config: USER,
      schema: {
        tags,
        params: exportParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteExport(deps, currentUser(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
