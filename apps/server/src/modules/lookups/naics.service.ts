import {
  getPermittedStates,
  hasModule,
  type Module,
  type NaicsTreeResponse,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import { importSnapshot } from './import-snapshot';
import { companiesByStateAndNaics } from './lookups.repository';
import { naicsAncestor, naicsTitleTree } from './naics-tree';

type CountsByState = Map<string, Map<string, number>>;

// NAICS code -> companies, per state; small (states x codes in use).
const naicsCounts = importSnapshot(async (db): Promise<CountsByState> => {
  const byState: CountsByState = new Map();
  const rows = await companiesByStateAndNaics(db);
  for (const { state, value, companies } of rows) {
    let codes = byState.get(state);
    if (!codes) byState.set(state, (codes = new Map()));
    codes.set(value, companies);
  }
  return byState;
});

/** Starts loading the counts ahead of the first request. */
export async function preloadNaicsCounts(db: Db): Promise<void> {
  await naicsCounts(db);
}

const add = (map: Map<string, number>, key: string, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n);

// Companies under each node: a company's code counts for every ancestor.
function countsByNode(byState: CountsByState, states: string[]) {
  const byCode = new Map<string, number>();
  for (const state of states) {
    for (const [code, n] of byState.get(state) ?? []) add(byCode, code, n);
  }
  const byNode = new Map<string, number>();
  for (const [code, n] of byCode) {
    if (!/^\d{2,6}$/.test(code)) continue;
    for (let level = 2; level <= code.length; level += 1) {
      add(byNode, naicsAncestor(code, level), n);
    }
  }
  return byNode;
}

/** The NAICS tree with companies counted in the module's permitted states. */
export async function naicsTreeWithCounts(
  db: Db,
  products: ProductsMap,
  module: Module,
): Promise<NaicsTreeResponse> {
  // SPEC §5: the module's product; ARCHITECTURE §5: only permitted states.
  if (!hasModule(products, module)) throw new ForbiddenError();
  const byNode = countsByNode(
    await naicsCounts(db),
    getPermittedStates(products, module),
  );
  return {
    // Properties written out: a spread is ten times slower on 2,000 nodes.
    nodes: naicsTitleTree().map(({ code, title, level, parent }) => ({
      code,
      title,
      level,
      parent,
      companies: byNode.get(code) ?? 0,
    })),
  };
}
