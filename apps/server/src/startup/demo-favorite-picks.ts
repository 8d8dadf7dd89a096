import type { Module } from '@edge/contracts';
import type { ChangedCompany } from './changed-companies';

// Which companies the demo users keep as favorites (README: demo data):
// mostly companies whose data the newer extract changes, so their alerts
// fill up, the rest companies with no news, as a real list has.

export interface DemoFavorites {
  username: string;
  module: Module;
  count: number;
}

export const DEMO_FAVORITES: readonly DemoFavorites[] = [
  { username: 'pc.broker', module: 'pc', count: 6 },
  { username: 'full.broker', module: 'pc', count: 40 },
  { username: 'full.broker', module: 'eb', count: 15 },
  // Enough news to take the unchecked alert count past 99 (SPEC §2 badge).
  { username: 'ent.admin', module: 'pc', count: 160 },
  { username: 'eb.broker', module: 'eb', count: 10 },
];

const CHANGED_SHARE = 0.8;

// FNV-1a: an order of companies of its own for each user, the same on
// every start.
function orderKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function inUserOrder(salt: string, muns: Iterable<string>): string[] {
  const keyed = [...muns].map((m) => ({ m, key: orderKey(`${salt} ${m}`) }));
  keyed.sort((a, b) => a.key - b.key || a.m.localeCompare(b.m));
  return keyed.map(({ m }) => m);
}

/**
 * `count` companies: a share of changed ones taken in turn from each kind
 * of change (so every kind of alert shows), then unchanged ones.
 */
export function pickFavorites(
  salt: string,
  changed: readonly ChangedCompany[],
  unchanged: readonly string[],
  count: number,
): string[] {
  const byChange = new Map<string, Set<string>>();
  for (const company of changed) {
    for (const change of company.changes) {
      const group = byChange.get(change) ?? new Set<string>();
      byChange.set(change, group.add(company.muns));
    }
  }
  const lists = [...byChange.keys()]
    .sort()
    .map((change) => inUserOrder(salt, byChange.get(change)!));
  const wanted = Math.round(count * CHANGED_SHARE);
  const picked = new Set<string>();
  const isOpen = (turn: number) =>
    picked.size < wanted && lists.some((list) => turn < list.length);
  for (let turn = 0; isOpen(turn); turn += 1) {
    for (const list of lists) {
      const muns = list[turn];
      if (muns && picked.size < wanted) picked.add(muns);
    }
  }
  for (const muns of inUserOrder(salt, unchanged)) {
    if (picked.size >= count) break;
    picked.add(muns);
  }
  return [...picked];
}
