import type { Db } from '../../db/database';
import type { DatasetName } from '../../data-model/datasets';
import { restoreDeferredIndexes } from '../deferred-indexes';
import { brokerEvents } from './broker-events';
import {
  motorCarrierEvents,
  propertyEvents,
  whdEvents,
} from './commercial-events';
import { oshaInspectionEvents, oshaViolationEvents } from './osha-events';
import { contractEvents } from './contract-events';
import type { DatasetEvents, EventFile } from './event-draft';
import { writeEvents } from './event-writer';
import { changedRows } from './file-changes';
import { filingEvents } from './filing-events';
import { wcPolicyEvents } from './wc-policy-events';

// The datasets whose changes are events (contracts' event types).
const DATASET_EVENTS: Partial<Record<DatasetName, DatasetEvents>> = {
  f5500: filingEvents,
  f5500_sf: filingEvents,
  sch_a: contractEvents,
  sch_a_part1: brokerEvents,
  osha_inspection: oshaInspectionEvents,
  osha_violation: oshaViolationEvents,
  whd: whdEvents,
  fmcsa_census: motorCarrierEvents,
  wc_policies: wcPolicyEvents,
  properties: propertyEvents,
};

// The first load of a dataset is its baseline: every row is new to us,
// none is news (docs/decisions/0024).
async function isBaseline(db: Db, file: EventFile): Promise<boolean> {
  const earlier = await db
    .selectFrom('import_files')
    .select('id')
    .where('dataset', '=', file.dataset)
    .where('status', '=', 'done')
    .where('id', '<', file.id)
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

async function eventsOf(
  db: Db,
  file: EventFile,
): Promise<DatasetEvents | null> {
  const events = DATASET_EVENTS[file.dataset];
  if (!events || (await isBaseline(db, file))) return null;
  return events;
}

/** How an import file's company events are derived (docs/decisions/0024). */
export interface FileEvents {
  /** Before the file's last transaction: the indexes the rules read by. */
  prepare(db: Db, file: EventFile): Promise<void>;
  /**
   * In the file's last transaction, before its undo log goes: the events
   * of what it changed, each stored once. Returns how many were new.
   */
  derive(db: Db, file: EventFile): Promise<number>;
}

/**
 * The derivation, reading the file's rows `pageRows` at a time (tests
 * make it small).
 */
export function fileEvents(pageRows?: number): FileEvents {
  return {
    async prepare(db, file) {
      const events = await eventsOf(db, file);
      if (events) await restoreDeferredIndexes(db, events.indexes);
    },
    async derive(db, file) {
      const events = await eventsOf(db, file);
      if (!events) return 0;
      let written = 0;
      const pages = changedRows(
        db,
        events.table,
        events.columns,
        file.id,
        pageRows,
      );
      for await (const changes of pages) {
        const drafts = await events.derive(db, file, changes);
        written += await writeEvents(db, file, drafts);
      }
      return written;
    },
  };
}

export const FILE_EVENTS: FileEvents = fileEvents();
