import type { Db } from '../../db/database';
import { DirectoryBuilder, type BrokerDirectory } from './broker-directory';
import {
  clientLinksAfter,
  directoryRows,
  type LinkKey,
} from './broker-search.repository';
import { nextTurn } from '../../shared/next-turn';

// Links per query while loading; the event loop gets a turn between chunks.
export const LINK_CHUNK = 5_000;

/** Reads the projection's brokers and their clients per state. */
export async function loadBrokerDirectory(
  db: Db,
  version: string,
  chunk = LINK_CHUNK,
): Promise<BrokerDirectory> {
  const builder = new DirectoryBuilder();
  let after: LinkKey | null = null;
  for (;;) {
    const links = await clientLinksAfter(db, after, chunk);
    for (const link of links) builder.add(link);
    if (links.length < chunk) break;
    const last = links[links.length - 1]!;
    after = { muns: last.muns, msid: last.msid };
    await nextTurn();
  }
  return builder.finish(version, await directoryRows(db));
}
