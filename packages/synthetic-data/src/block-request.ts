export interface BlockRequest {
  block: number;
  from: number;
  to: number;
  serials: Int32Array;
  /** Per company of the block: its twin's popular stem, or -1. */
  twins: Int8Array;
}
