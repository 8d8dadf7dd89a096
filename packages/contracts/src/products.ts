import { z } from 'zod';
import { ALL_STATE_CODES, US_STATES, US_TERRITORIES } from './states';

/** Product codes of a user's products map (SPEC §3). */
export const PRODUCT_CODES = ['PC', 'H-W', 'SGR', 'A-R'] as const;
export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

/** The two modules; `pc` needs product PC, `eb` needs product H-W (SPEC §5). */
export const MODULES = ['pc', 'eb'] as const;
export const moduleSchema = z.enum(MODULES);
export type Module = z.infer<typeof moduleSchema>;

export const MODULE_PRODUCT: Record<Module, ProductCode> = {
  pc: 'PC',
  eb: 'H-W',
};

/** SPEC §9: numeric product codes. */
export const NUMERIC_PRODUCT_CODE: Record<Module, number> = { pc: 5, eb: 7 };

/** A products map: product code to a comma-separated state list. */
export const productsMapSchema = z.partialRecord(productCodeSchema, z.string());
export type ProductsMap = z.infer<typeof productsMapSchema>;

export const ALL_STATES_TOKEN = 'All States';
export const US_TERRITORIES_TOKEN = 'US Territories';

/**
 * Expands one products-map entry to state codes (SPEC §6): 'All States'
 * grants every state and territory, 'US Territories' the five territories.
 * Unknown tokens are dropped; the result is unique and in canonical order.
 */
export function expandStateList(entry: string | undefined): string[] {
  if (!entry) return [];
  const granted = new Set<string>();
  for (const raw of entry.split(',')) {
    const token = raw.trim();
    if (token.toLowerCase() === ALL_STATES_TOKEN.toLowerCase()) {
      ALL_STATE_CODES.forEach((c) => granted.add(c));
    } else if (token.toLowerCase() === US_TERRITORIES_TOKEN.toLowerCase()) {
      US_TERRITORIES.forEach((t) => granted.add(t.code));
    } else if (ALL_STATE_CODES.includes(token.toUpperCase())) {
      granted.add(token.toUpperCase());
    }
  }
  return [...US_STATES, ...US_TERRITORIES]
    .map((s) => s.code)
    .filter((c) => granted.has(c));
}

/** Whether a products map holds the product of a module. */
export function hasModule(products: ProductsMap, module: Module): boolean {
  return Boolean(products[MODULE_PRODUCT[module]]);
}

/** Permitted states of a module: the one shared rule for server and web. */
export function getPermittedStates(
  products: ProductsMap,
  module: Module,
): string[] {
  return expandStateList(products[MODULE_PRODUCT[module]]);
}

/** SPEC §2: H-W without PC lands on /edge/eb; everyone else on /edge/pc. */
export function getLandingModule(products: ProductsMap): Module {
  return products['H-W'] && !products.PC ? 'eb' : 'pc';
}
