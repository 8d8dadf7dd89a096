import {
  DOWNLOADS_SUFFIX,
  isAccountAdmin,
  type ExportList,
  type ExportScope,
  type Module,
  personName,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../../plugins/access';
import { ForbiddenError } from '../../shared/errors';
import { getUserInfo } from '../auth/index';
import { findUserName, pageAccountExports } from './account-exports.repository';
import { toExportJob } from './export-status';
import { listExports } from './exports.service';

interface Query {
  module: Module;
  page: number;
  pageSize: number;
  scope: ExportScope;
}

const fullName = (user: { first_name: string; last_name: string }) =>
  personName(user.first_name, user.last_name);

/**
 * GET /api/v1/exports: the user's exports of a module, or, for an account
 * administrator asking for the account's, those of every user of it.
 * Files stay private: another user's export has no download link.
 */
export async function listExportsOf(
  db: Db,
  auth: RequestAuth,
  query: Query,
  now = new Date(),
): Promise<ExportList> {
  if (query.scope === 'mine') {
    const list = await listExports(db, auth.userId, query, now);
    const name = await findUserName(db, auth.userId);
    const userName = name ? fullName(name) : '';
    return {
      total: list.total,
      exports: list.exports.map((job) => ({
        ...job,
        user_name: userName,
        is_own: true,
      })),
    };
  }
  const user = await getUserInfo({ db }, auth.userId, auth.publicSessionId);
  if (!isAccountAdmin(user)) throw new ForbiddenError();
  const { total, rows } = await pageAccountExports(
    db,
    user.account_id,
    DOWNLOADS_SUFFIX[query.module],
    { offset: query.page * query.pageSize, limit: query.pageSize },
  );
  return {
    total,
    exports: rows.map((row) => {
      const job = toExportJob(row, now);
      const isOwn = row.user_id === auth.userId;
      return {
        ...job,
        download_url: isOwn ? job.download_url : null,
        user_name: fullName(row),
        is_own: isOwn,
      };
    }),
  };
}
