import type { Generated, Insertable, Selectable } from 'kysely';
import type { CompanyListShareAccess, Module } from '@edge/contracts';

/** company_lists: a user's named list of one module (decision 0044). */
export interface CompanyListsTable {
  id: Generated<number>;
  owner_user_id: number;
  module: Module;
  name: string;
  // The name lower-cased and trimmed: unique per owner and module.
  name_key: string;
  created_at: string;
  updated_at: string;
}
export type CompanyListRow = Selectable<CompanyListsTable>;
export type NewCompanyListRow = Insertable<CompanyListsTable>;

/** company_list_companies: a company in a list, who added it and when. */
export interface CompanyListCompaniesTable {
  list_id: number;
  muns: string;
  added_by_user_id: number | null;
  added_at: string;
}

/** company_list_shares: a user of the owner's account the list is shared with. */
export interface CompanyListSharesTable {
  list_id: number;
  user_id: number;
  access: CompanyListShareAccess;
  created_at: string;
}

// The people a list names, as the lists read them.
type ListUsersView = {
  id: number;
  account_id: number;
  username: string;
  first_name: string;
  last_name: string;
  is_enabled: number;
  products: string;
};

// The company master as a list's page reads it.
type ListCompaniesView = {
  muns: string;
  name: string;
  city: string | null;
  state: string;
};

export type CompanyListTables = {
  company_lists: CompanyListsTable;
  company_list_companies: CompanyListCompaniesTable;
  company_list_shares: CompanyListSharesTable;
  users: ListUsersView;
  companies: ListCompaniesView;
};
