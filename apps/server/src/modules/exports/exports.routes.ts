import { downloadsResponseSchema, type Module } from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { listRecentDownloads, type DownloadsSuffix } from './exports.service';

// SPEC §7 path suffixes: pac for commercial lines, eb for benefits.
const SUFFIX_MODULE: Record<DownloadsSuffix, Module> = { pac: 'pc', eb: 'eb' };

/** GET /api/v1/user/downloads/pac and /eb, each behind its module. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [suffix, module] of Object.entries(SUFFIX_MODULE)) {
    app.get(
      `/api/v1/user/downloads/${suffix}`,
      {
        config: { access: { module } },
        schema: {
          tags: ['exports'],
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
};
