import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SearchBrokersView } from './brokers.table';

/** Every broker of the projection: a few thousand rows. */
export async function directoryRows(db: Db): Promise<SearchBrokersView[]> {
  return db.selectFrom('search_brokers').selectAll().execute();
}

/** A broker's link to one client, with what the directory adds up. */
export interface ClientLinkRow {
  muns: string;
  msid: string;
  state: string;
  participants: number | string | null;
  premium: number | string | null;
}

/** Where a walk over the links stopped: the last key read. */
export interface LinkKey {
  muns: string;
  msid: string;
}

/**
 * The next links after `after`, in key order, each with its company's
 * state and figures. Walked in chunks so neither database groups the
 * whole link table in one statement, and SQLite's synchronous driver
 * leaves the event loop free between chunks.
 */
export async function clientLinksAfter(
  db: Db,
  after: LinkKey | null,
  limit: number,
): Promise<ClientLinkRow[]> {
  let query = db
    .selectFrom('search_company_brokers as l')
    .innerJoin('search_companies as sc', 'sc.muns', 'l.muns')
    .select(['l.muns', 'l.msid', 'sc.state', 'sc.participants', 'sc.premium'])
    .orderBy('l.muns')
    .orderBy('l.msid')
    .limit(limit);
  if (after) {
    // A row-value comparison seeks the (muns, msid) key on both databases.
    query = query.where(
      sql<boolean>`(l.muns, l.msid) > (${after.muns}, ${after.msid})`,
    );
  }
  return query.execute();
}
