import {
  defaultEbCriteria,
  defaultPcCriteria,
  getPermittedStates,
  type FilingScope,
  type Module,
  type NaicsTreeResponse,
  type ProductsMap,
} from '@edge/contracts';
import { naicsTreeWithCounts } from '../lookups/index';
import { planEb } from './engine/eb-plan';
import { matchRows } from './engine/match';
import { planPc } from './engine/pc-plan';
import type { SearchEngine } from './search-engine';

/**
 * The NAICS tree counted by the module's search: the companies its default
 * criteria return (benefits: with `scopes` when given) in the user's
 * permitted states, so the tree, the Industries page and the home count
 * the same companies.
 */
export async function industryTree(
  engine: SearchEngine,
  products: ProductsMap,
  module: Module,
  scopes?: FilingScope[],
): Promise<NaicsTreeResponse> {
  const { index } = await engine.index();
  const permitted = getPermittedStates(products, module);
  const plan =
    module === 'pc'
      ? planPc(index, defaultPcCriteria(), permitted)
      : planEb(
          index,
          { ...defaultEbCriteria(), ...(scopes ? { scopes } : {}) },
          permitted,
        );
  const matched = matchRows(plan);
  const byNaics = new Map<number, number>();
  for (let i = 0; i < matched.length; i++) {
    const code = index.naics[matched[i]!]!;
    if (code >= 0) byNaics.set(code, (byNaics.get(code) ?? 0) + 1);
  }
  return naicsTreeWithCounts(byNaics, matched.length);
}
