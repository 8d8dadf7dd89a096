import type { Module } from '@edge/contracts';

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (module: Module) => [...savedSearchKeys.all, 'list', module] as const,
};
