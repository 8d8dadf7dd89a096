import type { FastifyBaseLogger } from 'fastify';
import { ImportBusyError, recoverInterruptedImports } from '../ingest/rollback';
import type { PasswordHasher } from '../modules/auth/index';
import { refreshSearchProjectionIfStale } from '../search-projection/refresh-search-projection';
import type { DatabaseHandle } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { seedDemoCompanies } from './demo-companies';
import { queueDemoActivity } from './demo-activity/demo-activity-queue';
import { seedDemoBilling } from './demo-billing';
import { seedDemoFlags } from './demo-flags';
import { seedDemoTeam } from './demo-team';
import { seedDatabase } from '../db/seed/seed';
import { DEMO_PASSWORD } from '../db/seed/demo-users';

/** ARCHITECTURE §1: every start migrates; the first one also seeds. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: {
    seedDemo: boolean;
    demoCompanies: number;
    // Days of the demo team's past played once the demo is first seeded.
    demoActivityDays: number;
    dataDir: string;
    passwords: PasswordHasher;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const applied = await migrateToLatest(handle.db, handle.dialect);
  if (applied.length > 0) {
    options.log.info({ migrations: applied }, 'database migrated');
  }
  const seeded = await seedDatabase(handle.db, {
    seedDemo: options.seedDemo,
    hashPassword: (password) => options.passwords.hash(password),
    demoPassword: DEMO_PASSWORD,
    // The team through Manage Users, then the invoices through billing and
    // the flags through the staff service.
    seedTeam: async (db, passwordHash, accountIds) => {
      await seedDemoTeam(db, passwordHash, accountIds);
      await seedDemoBilling(db, accountIds);
      await seedDemoFlags(db, accountIds);
    },
  });
  if (seeded) options.log.info('demo accounts seeded');
  if (options.seedDemo) {
    const isSeeded = await seedDemoCompanies(handle.db, {
      companies: options.demoCompanies,
      dataDir: options.dataDir,
      log: options.log,
    });
    // Only with companies to search: the team's past is played through
    // the API by a job once the app is up (decision 0029).
    if (
      isSeeded &&
      (await queueDemoActivity(handle.db, options.demoActivityDays))
    ) {
      options.log.info(
        { days: options.demoActivityDays },
        'demo team activity queued',
      );
    }
  }
  // An import that died (killed, its host gone) is rolled back and the
  // indexes it dropped built now; a live one, holding the import lock on
  // this or another host, builds them itself when it ends.
  try {
    const recovered = await recoverInterruptedImports(handle.db);
    if (recovered.length > 0) {
      options.log.info({ files: recovered }, 'interrupted imports rolled back');
    }
  } catch (error) {
    if (!(error instanceof ImportBusyError)) throw error;
    options.log.warn(
      { import: error.message },
      'an import is running: it builds any index it dropped when it ends',
    );
  }
  // A database imported before the projection existed, or an import
  // stopped before its rebuild, is brought up to date here.
  const search = await refreshSearchProjectionIfStale(handle.db);
  if (search) options.log.info(search, 'search projection rebuilt');
}
