import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TruthDataset } from '../chunk-sink';
import { csvLine, CsvFile } from '../csv-writer';
import { csvRows } from './csv-rows';

// The records of today's extract that differ from the older one, written to
// changed-keys.csv with a record of the same company that the older extract
// has: a demo picks favorites among companies whose data will change.

/** What differs; a record with several differences is listed once each. */
export type ChangeKind =
  | 'new'
  | 'new_plan'
  | 'new_line'
  | 'final'
  | 'participants'
  | 'carrier'
  | 'brokers'
  | 'premium'
  | 'commission'
  | 'penalty'
  | 'census'
  | 'cancelled';

/** A record truth.csv names the company of (a filing, an inspection...). */
export interface Owner {
  dataset: TruthDataset;
  key: string;
}

export const CHANGED_KEYS_FILE = 'changed-keys.csv';
export const CHANGED_KEYS_HEADER = [
  'dataset',
  'source_key',
  'change',
  'company_dataset',
  'company_key',
] as const;

// Written as records come, their owners resolved at the end.
const PENDING_FILE = 'changed-keys.pending.csv';
const PENDING_HEADER = [
  'dataset',
  'source_key',
  'change',
  'owner_dataset',
  'owner_key',
] as const;

export const ownerId = (owner: Owner) => `${owner.dataset} ${owner.key}`;

export class ChangeLog {
  private lines: string[] = [];
  private readonly withheld = new Set<string>();
  private readonly pending: CsvFile;

  constructor(private readonly dir: string) {
    this.pending = new CsvFile(join(dir, PENDING_FILE), PENDING_HEADER);
  }

  /**
   * A record of today's extract (dataset and source key as the importers
   * name them) that the older extract lacks or holds otherwise.
   */
  add(dataset: string, sourceKey: string, change: ChangeKind, owner: Owner) {
    this.lines.push(
      csvLine([dataset, sourceKey, change, owner.dataset, owner.key]),
    );
  }

  /** A record truth.csv names that the older extract lacks. */
  withhold(owner: Owner): void {
    this.withheld.add(ownerId(owner));
  }

  isWithheld(owner: Owner): boolean {
    return this.withheld.has(ownerId(owner));
  }

  async flush(): Promise<void> {
    await this.pending.write(this.lines.join(''), this.lines.length);
    this.lines = [];
  }

  /**
   * Writes changed-keys.csv: each record's company as its owner when the
   * older extract has it, else as `anchors` says (blank: a company the
   * older extract lacks altogether). Returns the rows written.
   */
  async finish(anchors: ReadonlyMap<string, Owner | null>): Promise<number> {
    await this.flush();
    await this.pending.close();
    const out = new CsvFile(join(this.dir, CHANGED_KEYS_FILE), [
      ...CHANGED_KEYS_HEADER,
    ]);
    let lines: string[] = [];
    let isHeader = true;
    try {
      for await (const row of csvRows(this.pending.path)) {
        if (isHeader) {
          isHeader = false;
          continue;
        }
        const [dataset, key, change, ownerDataset, ownerKey] = row;
        const owner = { dataset: ownerDataset, key: ownerKey } as Owner;
        const company = this.isWithheld(owner)
          ? (anchors.get(ownerId(owner)) ?? null)
          : owner;
        lines.push(
          csvLine([
            dataset!,
            key!,
            change!,
            company?.dataset ?? '',
            company?.key ?? '',
          ]),
        );
        if (lines.length >= 2_000) {
          await out.write(lines.join(''), lines.length);
          lines = [];
        }
      }
      await out.write(lines.join(''), lines.length);
    } finally {
      await out.close();
    }
    await rm(this.pending.path, { force: true });
    return out.rows;
  }
}
