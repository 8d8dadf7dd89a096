import { columnIndex } from '../columns';
import { WC_POLICIES_HEADER } from '../headers/custom';
import type { Owner } from './change-log';
import { pickOf, unitOf } from './older-choice';
import type { OlderContext } from './older-context';
import { rewriteNewest } from './newest-file';
import { recordsOf } from './rewrite-file';

// Workers' compensation policies: policies written lately are new; some
// were cancelled since the older extract; on some the older extract named
// another carrier.

const W = columnIndex(WC_POLICIES_HEADER);
const FILE = 'wc_policies.csv';

const CANCELLED_SHARE = 0.5;
const CARRIER_CHANGE_SHARE = 0.03;
const POOL_SIZE = 200;

interface Carrier {
  name: string;
  naic: string;
}

async function carrierPool(ctx: OlderContext): Promise<Carrier[]> {
  const pool = new Map<string, Carrier>();
  for await (const row of recordsOf(ctx, FILE, WC_POLICIES_HEADER)) {
    const naic = row[W.CARRIER_NAIC]!;
    if (naic && !pool.has(naic)) {
      pool.set(naic, { name: row[W.CARRIER_NAME]!, naic });
      if (pool.size === POOL_SIZE) break;
    }
  }
  return [...pool.values()];
}

function uncancelled(row: string[]): string[] {
  const older = row.slice();
  older[W.CANCELLATION_DATE] = '';
  older[W.COVERAGE_STATUS] =
    row[W.EXPIRATION_DATE]! > row[W.AS_OF_DATE]! ? 'ACTIVE' : 'EXPIRED';
  return older;
}

function olderPolicy(
  ctx: OlderContext,
  pool: readonly Carrier[],
  row: string[],
  owner: Owner,
): string[] {
  let older = row;
  const cancelled =
    row[W.COVERAGE_STATUS] === 'CANCELLED' && row[W.CANCELLATION_DATE] !== '';
  if (
    cancelled &&
    unitOf(ctx.seed, 'wc cancelled', owner.key) < CANCELLED_SHARE
  ) {
    ctx.changes.add('wc_policies', owner.key, 'cancelled', owner);
    older = uncancelled(row);
  }
  if (
    unitOf(ctx.seed, 'wc carrier change', owner.key) >= CARRIER_CHANGE_SHARE
  ) {
    return older;
  }
  const others = pool.filter((c) => c.naic !== row[W.CARRIER_NAIC]);
  if (others.length > 0) {
    ctx.changes.add('wc_policies', owner.key, 'carrier', owner);
    const carrier = pickOf(others, ctx.seed, 'wc carrier', owner.key);
    older = older.slice();
    older[W.CARRIER_NAME] = carrier.name;
    older[W.CARRIER_NAIC] = carrier.naic;
  }
  return older;
}

export async function olderWc(ctx: OlderContext): Promise<void> {
  const pool = await carrierPool(ctx);
  await rewriteNewest(ctx, {
    file: FILE,
    header: WC_POLICIES_HEADER,
    dataset: 'wc_policies',
    keyOf: (row) => row[W.POLICY_RECORD_ID]!,
    dateOf: (row) => row[W.EFFECTIVE_DATE]!,
    older: (row, owner) => olderPolicy(ctx, pool, row, owner),
  });
}
