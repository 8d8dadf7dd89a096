import type { ChangeLog } from './change-log';

/** What every step of the older extract's derivation reads and writes. */
export interface OlderContext {
  seed: number;
  /** Today's files, as generated. */
  newerDir: string;
  /** The older extract's folder. */
  olderDir: string;
  changes: ChangeLog;
}
