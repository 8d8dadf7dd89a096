import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exportCreatedSchema,
  type ExportCreated,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { exportKeys } from './get-export-history';

/** POST /api/v1/exports of one company's dashboard as a PDF. */
export function createDashboardExport(
  module: Module,
  muns: string,
): Promise<ExportCreated> {
  return apiClient.post('/api/v1/exports', {
    body: { json: { module, kind: 'dashboard', format: 'pdf', muns } },
    schema: exportCreatedSchema,
  });
}

export function useCreateDashboardExport(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muns: string) => createDashboardExport(module, muns),
    // The button says why an export was refused.
    meta: { errorHandling: 'inline' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exportKeys.history(module) }),
  });
}
