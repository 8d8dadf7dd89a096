import type { DetailsCompany } from '@edge/contracts';
import type { CompaniesView } from '../companies/index';

/** The page header's company: name and main address. */
export const toDetailsCompany = (company: CompaniesView): DetailsCompany => ({
  muns: company.muns,
  entity_name: company.name,
  address: company.address,
  city: company.city,
  state: company.state,
  zip: company.zip,
});
