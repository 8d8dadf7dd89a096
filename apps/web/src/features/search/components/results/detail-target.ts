import type { EbHit, PcHit } from '@edge/contracts';

export type AnyHit = PcHit | EbHit;

/** The company whose details are open, with its module's hit. */
export type DetailTarget =
  { module: 'pc'; hit: PcHit } | { module: 'eb'; hit: EbHit };
