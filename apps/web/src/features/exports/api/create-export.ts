import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exportCreatedSchema,
  type ColumnSet,
  type ContactRole,
  type ExportCreated,
  type FavoriteSort,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { exportKeys } from './get-export-history';

/** What a table file is made of: a search's results, or the favorites. */
export type TableExportTarget =
  | {
      kind: 'results';
      criteria: object;
      sort: { field: string; direction: 'asc' | 'desc' } | null;
    }
  | { kind: 'favorites'; sort: FavoriteSort };

/** A CSV or Excel export to start (POST /api/v1/exports). */
export type TableExportInput = TableExportTarget & {
  format: 'csv' | 'xlsx';
  columns: ColumnSet;
  shown: readonly string[];
  /** The ticked rows only; all of them when left out. */
  muns?: readonly string[];
  /** A CRM import's contacts of these roles only; all when left out. */
  contactRoles?: readonly ContactRole[];
};

export function createTableExport(
  module: Module,
  input: TableExportInput,
): Promise<ExportCreated> {
  return apiClient.post('/api/v1/exports', {
    body: { json: { module, ...input } },
    schema: exportCreatedSchema,
  });
}

export function useCreateTableExport(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TableExportInput) => createTableExport(module, input),
    // The dialog shows why an export was refused.
    meta: { errorHandling: 'inline' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exportKeys.history(module) }),
  });
}
