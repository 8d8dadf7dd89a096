import { hasEbBrokerSearch } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../../plugins/access';
import { ForbiddenError } from '../../shared/errors';
import { getUserInfo } from '../auth/index';

/**
 * 403 unless the user may use the EB broker search: a partner-platform
 * user needs zywave_eb_broker_search (contracts' partner-licences.ts).
 * Read fresh, so a licence change holds on the next search.
 */
export async function requireEbBrokerSearch(
  db: Db,
  auth: RequestAuth,
): Promise<void> {
  const user = await getUserInfo({ db }, auth.userId, auth.publicSessionId);
  if (!hasEbBrokerSearch(user)) throw new ForbiddenError();
}
