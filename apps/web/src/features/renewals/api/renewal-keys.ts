import type { Module, RenewalsQuery } from '@edge/contracts';

export const renewalKeys = {
  all: ['renewals'] as const,
  calendars: (module: Module) =>
    [...renewalKeys.all, 'calendar', module] as const,
  calendar: (module: Module, query: RenewalsQuery) =>
    [
      ...renewalKeys.calendars(module),
      query.stage ?? 'all',
      query.window ?? 'all',
    ] as const,
};

export const renewalsPath = (module: Module) => `/api/v1/renewals/${module}`;
