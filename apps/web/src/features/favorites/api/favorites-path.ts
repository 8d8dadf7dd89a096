import { NUMERIC_PRODUCT_CODE, type Module } from '@edge/contracts';

/** SPEC §7: /api/v1/favorites/{productCode}[/{id}], 5 for PC and 7 for EB. */
export function favoritesPath(module: Module, id?: number): string {
  const base = `/api/v1/favorites/${NUMERIC_PRODUCT_CODE[module]}`;
  return id === undefined ? base : `${base}/${id}`;
}
