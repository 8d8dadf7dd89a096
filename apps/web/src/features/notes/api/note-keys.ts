export const noteKeys = {
  all: ['notes'] as const,
  list: (muns: string) => [...noteKeys.all, 'list', muns] as const,
};
