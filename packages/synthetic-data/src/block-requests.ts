import type { BlockRequest } from './block-request';
import { stateIndexOf } from './company';
import type { GeneratorContext } from './context';
import { TwinPlanner } from './twins';

// Companies are generated in blocks; a block needs what earlier companies
// decided: how many went to each state (their ZIP slots) and the twin plan.

export const BLOCK_SIZE = 500;

export function* blockRequests(
  ctx: GeneratorContext,
  companies: number,
  size = BLOCK_SIZE,
): Generator<BlockRequest> {
  const serials = new Int32Array(ctx.geo.states.length);
  const planner = new TwinPlanner(ctx.geo, ctx.seed);
  let block = 0;
  for (let from = 0; from < companies; from += size) {
    const to = Math.min(companies, from + size);
    const twins = new Int8Array(to - from);
    const start = serials.slice();
    for (let i = from; i < to; i += 1) {
      const state = stateIndexOf(ctx.geo, ctx.seed, i);
      twins[i - from] = planner.plan(state, serials[state]!);
      serials[state]! += 1;
    }
    yield { block, from, to, serials: start, twins };
    block += 1;
  }
}
