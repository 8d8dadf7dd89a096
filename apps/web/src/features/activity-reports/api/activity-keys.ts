/** Query keys of the admin reports. */
export const activityKeys = {
  all: ['activity-reports'] as const,
  report: (source: string, from: string, to: string) =>
    [...activityKeys.all, 'report', source, from, to] as const,
  groups: (from: string, to: string) =>
    [...activityKeys.all, 'groups', from, to] as const,
  log: (page: number, pageSize: number) =>
    [...activityKeys.all, 'log', page, pageSize] as const,
  usage: () => [...activityKeys.all, 'usage'] as const,
};
