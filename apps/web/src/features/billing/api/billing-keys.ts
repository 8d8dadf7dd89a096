export const billingKeys = {
  all: ['billing'] as const,
  summary: () => [...billingKeys.all, 'summary'] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
};
