import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pipelineListSchema,
  type Module,
  type PipelineStage,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys, pipelinePath } from './pipeline-keys';

// GET /api/v1/pipeline/{module}?stage=: the board, newest first.
export function pipelineQueryOptions(
  module: Module,
  stage: PipelineStage | undefined,
) {
  return queryOptions({
    queryKey: pipelineKeys.board(module, stage),
    queryFn: () =>
      apiClient.get(
        `${pipelinePath(module)}${stage ? `?stage=${stage}` : ''}`,
        { schema: pipelineListSchema },
      ),
    meta: { errorHandling: 'screen' },
  });
}

export function usePipeline(module: Module, stage: PipelineStage | undefined) {
  return useQuery(pipelineQueryOptions(module, stage));
}
