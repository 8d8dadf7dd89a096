import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import type { ActivityWriter } from '../activity/index';
import type { PasswordHasher } from '../auth/index';

export interface ManageUsersDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  passwords: PasswordHasher;
  // Every change an administrator makes goes to the activity log.
  activity: Pick<ActivityWriter, 'record'>;
}

/** The administrator acting, within their own account. */
export interface AdminContext {
  accountId: number;
  adminId: number;
  adminName: string;
}
