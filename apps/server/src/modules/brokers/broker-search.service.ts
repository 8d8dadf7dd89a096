import {
  getPermittedStates,
  type BrokerSearchQuery,
  type BrokerSearchResponse,
} from '@edge/contracts';
import type { BrokerDirectoryCache } from './broker-directory-cache';
import type { BrokersUser } from './brokers.service';
import { searchDirectory } from './search-directory';

/**
 * GET /api/v1/brokers. The directory is read per projection version and
 * searched in memory: no per-request grouping of the link table
 * (docs/data/broker-search.md).
 */
export async function searchBrokers(
  directories: BrokerDirectoryCache,
  user: BrokersUser,
  query: BrokerSearchQuery,
): Promise<BrokerSearchResponse> {
  // ARCHITECTURE §5: a state outside the permitted ones is never counted.
  const permitted = new Set(getPermittedStates(user.products, 'eb'));
  const directory = await directories.get();
  return searchDirectory(directory, permitted, query);
}
