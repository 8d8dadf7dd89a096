import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exportCreatedSchema,
  type ColumnSet,
  type ExportCreated,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { exportKeys } from './get-export-history';

/** What the results screen asks to export (POST /api/v1/exports). */
export interface ResultsExportInput {
  format: 'csv' | 'xlsx';
  columns: ColumnSet;
  criteria: object;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
  shown: readonly string[];
}

export function createResultsExport(
  module: Module,
  input: ResultsExportInput,
): Promise<ExportCreated> {
  return apiClient.post('/api/v1/exports', {
    body: {
      json: { module, kind: 'results', ...input },
    },
    schema: exportCreatedSchema,
  });
}

export function useCreateResultsExport(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResultsExportInput) =>
      createResultsExport(module, input),
    // The dialog shows why an export was refused.
    meta: { errorHandling: 'inline' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exportKeys.history(module) }),
  });
}
