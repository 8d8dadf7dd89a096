// The map's own shapes, shared by its queries, keys and panels.
import type { EbCriteria, EbHit, PcCriteria, PcHit } from '@edge/contracts';

/** The search the map draws: either module's criteria. */
export type MapCriteria = PcCriteria | EbCriteria;

/** A company as the results show it. */
export type MapHit = PcHit | EbHit;

/** A company whose details open, with its module's hit. */
export type MapTarget =
  { module: 'pc'; hit: PcHit } | { module: 'eb'; hit: EbHit };

/**
 * The detail view the map opens companies in (the results' own): what is
 * open, opening one (focus goes back to `from` on closing), closing it.
 */
export interface MapDetail {
  target: MapTarget | null;
  open: (target: MapTarget, from: HTMLElement | SVGElement) => void;
  close: () => void;
}

/** A company on the map: its identifier and coordinates. */
export interface MapCompany {
  muns: string;
  latitude: number;
  longitude: number;
}
