import type { Generated, Insertable, Selectable } from 'kysely';

/** favorites: a company a user keeps in one module (SPEC §3, §7). */
export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  // SPEC §9 numeric product code of the module: 5 PC, 7 EB.
  product_code: number;
  muns: string;
  // Trimmed; null when there is none.
  comment: string | null;
  created_at: string;
  updated_at: string;
}
export type FavoriteRow = Selectable<FavoritesTable>;
export type NewFavoriteRow = Insertable<FavoritesTable>;

// The company master (migration 0004) as favorites read it: names and
// places for the list, keys for matching an imported file.
export type FavoriteCompaniesView = {
  muns: string;
  name: string;
  name_key: string;
  address: string | null;
  city: string | null;
  state: string;
  zip: string | null;
  ein: string | null;
};
export type FavoriteCompany = FavoriteCompaniesView;

/** Every column of the view, for reading whole FavoriteCompany rows. */
export const FAVORITE_COMPANY_COLUMNS = [
  'muns',
  'name',
  'name_key',
  'address',
  'city',
  'state',
  'zip',
  'ein',
] as const satisfies readonly (keyof FavoriteCompaniesView)[];

export type FavoriteCompanyTables = {
  companies: FavoriteCompaniesView;
};
