import type { Module } from '@edge/contracts';

// TanStack Query keys of the statistics, general to specific.
export const statisticsKeys = {
  all: ['statistics'] as const,
  module: (module: Module) => [...statisticsKeys.all, module] as const,
  figure: (module: Module, figure: string, query: Record<string, string>) =>
    [...statisticsKeys.module(module), figure, query] as const,
};
