import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PIPELINE_BULK_MAX,
  pipelineBulkSchema,
  type Module,
  type PipelineEntry,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { rowBatcher } from '../../../lib/row-batcher';
import { pipelineKeys, pipelinePath } from './pipeline-keys';

// POST /api/v1/pipeline/{module}/stages, one read for a page's rows.
const fetchStage = rowBatcher<PipelineEntry>(
  PIPELINE_BULK_MAX,
  async (module, muns) => {
    const { stages } = await apiClient.post(`${pipelinePath(module)}/stages`, {
      body: { json: { muns } },
      schema: pipelineBulkSchema,
    });
    return new Map(stages.map((entry) => [entry.muns, entry]));
  },
);

export function stageStatusQueryOptions(module: Module, muns: string) {
  return queryOptions({
    queryKey: pipelineKeys.status(module, muns),
    queryFn: () => fetchStage(module, muns),
    // Only this user's own changes move it, and those update it directly.
    staleTime: 5 * 60_000,
    meta: { errorHandling: 'screen' },
  });
}

/** The user's stage of a company in the module; null when it has none. */
export function useStageStatus(module: Module, muns: string) {
  return useQuery(stageStatusQueryOptions(module, muns));
}
