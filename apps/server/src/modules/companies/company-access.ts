import {
  getPermittedStates,
  hasModule,
  MODULES,
  type Module,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { CompaniesRefusedError, CompanyError } from './companies.errors';
import { findCompanies, findCompany } from './companies.repository';
import type { CompaniesView } from './companies.table';

/** What the company rules need of the signed-in user. */
export interface CompanyUser {
  products: ProductsMap;
}

/** The modules in which the user may see a company in this state. */
export function modulesForState(user: CompanyUser, state: string): Module[] {
  return MODULES.filter(
    (module) =>
      hasModule(user.products, module) &&
      getPermittedStates(user.products, module).includes(state),
  );
}

/**
 * The company, when the user may see it in the module ('any': in one of
 * the modules they hold). Unknown is 404; outside the module's permitted
 * states is 403 (ARCHITECTURE §5), checked on every company call.
 */
export async function requireCompany(
  db: Db,
  user: CompanyUser,
  muns: string,
  module: Module | 'any',
): Promise<CompaniesView> {
  const company = await findCompany(db, muns);
  if (!company) throw new CompanyError('COMPANY_NOT_FOUND');
  const modules = modulesForState(user, company.state);
  const allowed =
    module === 'any' ? modules.length > 0 : modules.includes(module);
  if (!allowed) throw new CompanyError('COMPANY_OUTSIDE_STATES');
  return company;
}

/**
 * All the companies, when the user may see each in the module; otherwise
 * the whole call is refused, naming how many are unknown or outside the
 * permitted states. Answers them in the order asked, without repeats.
 */
export async function requireCompanies(
  db: Db,
  user: CompanyUser,
  muns: readonly string[],
  module: Module,
): Promise<CompaniesView[]> {
  const asked = [...new Set(muns)];
  const found = new Map(
    (await findCompanies(db, asked)).map((company) => [company.muns, company]),
  );
  const notFound = asked.filter((id) => !found.has(id));
  const outside = asked.filter((id) => {
    const company = found.get(id);
    return company && !modulesForState(user, company.state).includes(module);
  });
  if (notFound.length > 0 || outside.length > 0) {
    throw new CompaniesRefusedError(notFound, outside);
  }
  return asked.map((id) => found.get(id)!);
}
