import type {
  CompanyAddressesQuery,
  DotCarriersQuery,
  OshaInspectionsQuery,
  OshaViolationsQuery,
  WhdCasesQuery,
} from '@edge/contracts';

export const companyDetailsKeys = {
  all: ['company-details'] as const,
  company: (muns: string) => [...companyDetailsKeys.all, muns] as const,
  oshaInspections: (muns: string, query: OshaInspectionsQuery) =>
    [...companyDetailsKeys.company(muns), 'osha-inspections', query] as const,
  oshaViolations: (muns: string, query: OshaViolationsQuery) =>
    [...companyDetailsKeys.company(muns), 'osha-violations', query] as const,
  whdCases: (muns: string, query: WhdCasesQuery) =>
    [...companyDetailsKeys.company(muns), 'whd-cases', query] as const,
  dotCarriers: (muns: string, query: DotCarriersQuery) =>
    [...companyDetailsKeys.company(muns), 'dot-carriers', query] as const,
  addresses: (muns: string, query: CompanyAddressesQuery) =>
    [...companyDetailsKeys.company(muns), 'addresses', query] as const,
};
