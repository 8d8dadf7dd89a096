import type { FeatureFlag } from '@edge/contracts';
import type { Db } from '../db/database';
import type { AccountIds } from '../db/seed/seed';
import { setAccountFlag } from '../modules/feature-flags/index';

/**
 * The demo accounts' own flag values (README, Demo accounts): Statistics
 * on for full.broker's and ent.admin's accounts and off for pc.broker's;
 * the Dashboard PDF for full.broker's, ent.admin's and the staff's. Every
 * other account has each flag's default.
 */
export const DEMO_ACCOUNT_FLAGS: Readonly<
  Record<string, Partial<Record<FeatureFlag, boolean>>>
> = {
  keystone: { 'statistics-enabled': true, 'dashboard-pdf-export': true },
  meridian: { 'statistics-enabled': true, 'dashboard-pdf-export': true },
  summit: { 'statistics-enabled': false },
  'edge-staff': { 'dashboard-pdf-export': true },
};

/** Sets them through the staff screen's own service, as no one in particular. */
export async function seedDemoFlags(
  db: Db,
  accountIds: AccountIds,
): Promise<void> {
  for (const [key, flags] of Object.entries(DEMO_ACCOUNT_FLAGS)) {
    const accountId = accountIds.get(key)!;
    for (const [flag, value] of Object.entries(flags)) {
      await setAccountFlag(db, {
        accountId,
        flag: flag as FeatureFlag,
        value,
        changedBy: null,
      });
    }
  }
}
