import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportCreatedSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { exportKeys } from './get-export-history';

/** Asks again for one of the user's exports: a new export starts. */
export function rerunExport(id: number) {
  return apiClient.post(`/api/v1/exports/${id}/rerun`, {
    schema: exportCreatedSchema,
  });
}

export function useRerunExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunExport,
    // Track Exports shows why a re-run was refused (a limit, say).
    meta: { errorHandling: 'inline' },
    onSuccess: () =>
      showSnackbar({
        severity: 'success',
        message: 'The export runs again: follow it at the top of the list.',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: exportKeys.all }),
  });
}
