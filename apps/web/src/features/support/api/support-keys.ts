// TanStack Query keys of the Support Center, general to specific.
export const supportKeys = {
  all: ['support'] as const,
  datasets: () => [...supportKeys.all, 'datasets'] as const,
  limits: () => [...supportKeys.all, 'limits'] as const,
};
