import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pipelineEntrySchema,
  type Module,
  type PipelineStageBody,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { pipelineKeys, stagePath } from './pipeline-keys';

interface SetStageInput extends PipelineStageBody {
  muns: string;
}

// PUT /api/v1/pipeline/{module}/companies/{muns}: sets or replaces it.
export function useSetStage(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ muns, ...body }: SetStageInput) =>
      apiClient.put(stagePath(module, muns), {
        body: { json: body },
        schema: pipelineEntrySchema,
      }),
    // The control shows the failure beside it and keeps what was typed.
    meta: { errorHandling: 'screen' },
    onSuccess: async (entry) => {
      queryClient.setQueryData(pipelineKeys.status(module, entry.muns), entry);
      showSnackbar({ message: 'Stage saved.', severity: 'success' });
      await queryClient.invalidateQueries({
        queryKey: pipelineKeys.boards(module),
      });
    },
  });
}
