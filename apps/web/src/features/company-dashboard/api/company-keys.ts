import type { CompanyReportName, Module } from '@edge/contracts';

export const companyKeys = {
  all: ['company'] as const,
  detail: (muns: string) => [...companyKeys.all, muns] as const,
  profile: (muns: string) => [...companyKeys.detail(muns), 'profile'] as const,
  events: (muns: string) => [...companyKeys.detail(muns), 'events'] as const,
  opportunity: (muns: string, module: Module) =>
    [...companyKeys.detail(muns), 'opportunity', module] as const,
  report: (muns: string, name: CompanyReportName) =>
    [...companyKeys.detail(muns), 'report', name] as const,
};
