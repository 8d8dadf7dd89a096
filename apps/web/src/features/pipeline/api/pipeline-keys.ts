import type { Module, PipelineStage } from '@edge/contracts';

export const pipelineKeys = {
  all: ['pipeline'] as const,
  boards: (module: Module) => [...pipelineKeys.all, 'board', module] as const,
  board: (module: Module, stage: PipelineStage | undefined) =>
    [...pipelineKeys.boards(module), stage ?? 'all'] as const,
  statuses: (module: Module) =>
    [...pipelineKeys.all, 'status', module] as const,
  status: (module: Module, muns: string) =>
    [...pipelineKeys.statuses(module), muns] as const,
};

export const pipelinePath = (module: Module) => `/api/v1/pipeline/${module}`;

export const stagePath = (module: Module, muns: string) =>
  `${pipelinePath(module)}/companies/${encodeURIComponent(muns)}`;
