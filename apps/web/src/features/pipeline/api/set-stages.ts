import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PIPELINE_STAGE_LABELS,
  pipelineBulkSchema,
  type Module,
  type PipelineBulkSetBody,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { bulkStageMessage } from '../utils/stage-texts';
import { pipelineKeys, pipelinePath } from './pipeline-keys';

// PUT /api/v1/pipeline/{module}/stages: one stage for the ticked companies,
// all or none (decision 0038).
export function useSetStages(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineBulkSetBody) =>
      apiClient.put(`${pipelinePath(module)}/stages`, {
        body: { json: body },
        schema: pipelineBulkSchema,
      }),
    // The dialog shows the failure and keeps what was chosen.
    meta: { errorHandling: 'screen' },
    onSuccess: async ({ stages }, body) => {
      // The answer is each row's stage: the chips change without a read.
      for (const entry of stages) {
        queryClient.setQueryData(
          pipelineKeys.status(module, entry.muns),
          entry,
        );
      }
      showSnackbar({
        message: bulkStageMessage(
          stages.length,
          PIPELINE_STAGE_LABELS[body.stage],
        ),
        severity: 'success',
      });
      await queryClient.invalidateQueries({
        queryKey: pipelineKeys.boards(module),
      });
    },
  });
}
