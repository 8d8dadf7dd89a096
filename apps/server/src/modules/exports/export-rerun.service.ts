import {
  fieldIssuesOf,
  type ExportCreated,
  type ExportRequest,
} from '@edge/contracts';
import { z } from 'zod';
import type { RequestAuth } from '../../plugins/access';
import { ValidationError } from '../../shared/errors';
import { parseStoredRequest } from './export-job';
import { ExportError } from './exports.errors';
import { findUserExport } from './exports.repository';
import { createExport, type ExportsDeps } from './exports.service';

const NOT_RERUNNABLE =
  'This export can no longer be run again as it was: export again from the results.';

// The stored request, read with today's schema; a 400 names what it no
// longer accepts.
function storedRequestOf(text: string | null): ExportRequest {
  if (!text) throw new ValidationError({ id: NOT_RERUNNABLE }, NOT_RERUNNABLE);
  try {
    return parseStoredRequest(text);
  } catch (error) {
    const fields: Record<string, string> = {};
    const issues = error instanceof z.ZodError ? error.issues : [];
    for (const { path, message } of fieldIssuesOf(issues)) {
      fields[['request', ...path].join('.')] ??= message;
    }
    if (issues.length === 0) fields.id = NOT_RERUNNABLE;
    throw new ValidationError(fields, NOT_RERUNNABLE);
  }
}

/**
 * POST /api/v1/exports/{id}/rerun: the user's own export asked for again,
 * its stored request checked anew and under the same rules and limits as
 * a new export (the search runs again, on today's data).
 */
export async function rerunExport(
  deps: ExportsDeps,
  auth: RequestAuth,
  id: number,
  now = new Date(),
): Promise<ExportCreated> {
  const row = await findUserExport(deps.db, auth.userId, id);
  if (!row) throw new ExportError('EXPORT_NOT_FOUND');
  return createExport(deps, auth, storedRequestOf(row.request), now);
}
