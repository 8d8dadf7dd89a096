import { POPULAR_STEMS } from './company-names';
import type { Geography, StateGeo } from './geography';
import { hash32 } from './prng';

// Twin pairs: two different companies of one state, in different ZIPs, with
// the same popular name and trade ("ALLIED PLUMBING INC" in two cities), so
// that resolving by name alone fails. Planned in company order (the block
// pre-pass), which keeps names distinct per ZIP: popular names are used by
// twins only, and a ZIP never gets the same popular name twice.

export const NOT_TWIN = -1;
const TWIN_PAIR_SHARE = 0.02;

/** ZIP index and rank within the ZIP of the company with this state serial. */
export function slotOf(state: StateGeo, serial: number, copies: number) {
  const slots = state.slotZip.length;
  const slot = serial % slots;
  return {
    zipIndex: state.slotZip[slot]!,
    slotRank: Math.floor(serial / slots) * copies + state.slotCopy[slot]!,
  };
}

export class TwinPlanner {
  private readonly used = new Set<string>();
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly geo: Geography,
    private readonly seed: number,
  ) {}

  /** The popular stem of the company, or NOT_TWIN. Call in company order. */
  plan(stateIndex: number, serial: number): number {
    const group = serial >> 1;
    const key = `${stateIndex}|${group}`;
    if (serial & 1) {
      const stem = this.pending.get(key) ?? NOT_TWIN;
      this.pending.delete(key);
      return stem;
    }
    if (
      hash32(this.seed, stateIndex, group, 0x7717) / 4294967296 >=
      TWIN_PAIR_SHARE
    ) {
      return NOT_TWIN;
    }
    const state = this.geo.states[stateIndex]!;
    const a = state.zips[slotOf(state, serial, 2).zipIndex]!.zip;
    const b = state.zips[slotOf(state, serial + 1, 2).zipIndex]!.zip;
    if (a === b) return NOT_TWIN;
    const start =
      hash32(this.seed, stateIndex, group, 1) % POPULAR_STEMS.length;
    for (let i = 0; i < POPULAR_STEMS.length; i += 1) {
      const stem = (start + i) % POPULAR_STEMS.length;
      if (!this.used.has(`${a}|${stem}`) && !this.used.has(`${b}|${stem}`)) {
        this.used.add(`${a}|${stem}`);
        this.used.add(`${b}|${stem}`);
        this.pending.set(key, stem);
        return stem;
      }
    }
    return NOT_TWIN;
  }
}
