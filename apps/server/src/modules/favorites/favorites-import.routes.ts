import multipart from '@fastify/multipart';
import {
  FAVORITES_IMPORT_MAX_BYTES,
  favoriteProductCodeSchema,
  favoritesImportResultSchema,
} from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import {
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { AppError, ValidationError } from '../../shared/errors';
import { logFavoriteChange } from './favorite-activity';
import { FavoriteError } from './favorites.errors';
import { importFavorites } from './favorites-import.service';

/** The upload's form fields, as OpenAPI shows them. */
const importBodySchema = z.object({
  productCode: z
    .string()
    .describe(
      'The numeric product code: 5 (Commercial Lines) or 7 (Benefits).',
    ),
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe('A CSV or XLSX file, at most 5 MB and 5,000 rows.'),
});

// The handler reads the multipart stream itself; the body schema above is
// documentation, so only the other parts of the request are validated.
const documentedBodyOnly = <S>(route: FastifyRouteSchemaDef<S>) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);

interface Upload {
  productCode?: string;
  file?: Buffer;
}

const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

// Reads the fields and the one file; a broken or oversized upload is a 400
// the user can act on, not a 413 or a 500.
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new FavoriteError('FAVORITES_IMPORT_NOT_MULTIPART');
  }
  const upload: Upload = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') upload.file = content;
      } else if (part.fieldname === 'productCode') {
        upload.productCode = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    throw new FavoriteError(
      code === TOO_LARGE
        ? 'FAVORITES_IMPORT_TOO_LARGE'
        : 'FAVORITES_IMPORT_NOT_MULTIPART',
    );
  }
  return upload;
}

function checkedProductCode(upload: Upload): number {
  const parsed = favoriteProductCodeSchema.safeParse(upload.productCode);
  if (!parsed.success) {
    throw new ValidationError({
      productCode: parsed.error.issues[0]?.message ?? 'Invalid value.',
    });
  }
  return parsed.data;
}

/** POST /api/v1/favorites/import (SPEC §7): a multipart upload. */
export const favoritesImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are accepted by this route only.
  await app.register(multipart, {
    limits: {
      fileSize: FAVORITES_IMPORT_MAX_BYTES,
      files: 1,
      fields: 4,
      parts: 5,
    },
  });

  app.post(
    '/api/v1/favorites/import',
    {
      config: { access: 'user' },
      validatorCompiler: documentedBodyOnly,
      schema: {
        tags: ['favorites'],
        description:
          'Matches each row of the file to a company by MUNS, else EIN, else name and address, and adds the companies the user may see in the module. Nothing changes when the file is refused.',
        consumes: ['multipart/form-data'],
        body: importBodySchema,
        response: {
          200: favoritesImportResultSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const auth = currentUser(request);
      const productCode = checkedProductCode(upload);
      const result = await importFavorites(
        app.db,
        auth,
        productCode,
        upload.file,
      );
      // One entry per import; its count is the favorites it added.
      if (result.added > 0) {
        logFavoriteChange(
          app,
          auth,
          'favorite_add',
          productCode,
          `Imported ${result.added} favorites from a file`,
          result.added,
        );
      }
      return result;
    },
  );
};
