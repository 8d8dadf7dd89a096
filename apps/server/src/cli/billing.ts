import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../shared/errors';
import {
  BILLING_USAGE,
  BillingUsageError,
  runBillingCommand,
} from './billing-command';

// `npm run billing`: the billing operator's command line (decision 0032).
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    throw new BillingUsageError('');
  }
  const handle = createDb(loadConfig());
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const lines = await runBillingCommand(handle.db, argv);
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BillingUsageError) {
      console.error(
        error.message ? `${error.message}\n\n${BILLING_USAGE}` : BILLING_USAGE,
      );
      process.exit(error.message ? 2 : 0);
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    if (error instanceof AppError) {
      const reason = error.extraData.reason;
      console.error(
        typeof reason === 'string'
          ? `${error.message} ${reason}`
          : error.message,
      );
      process.exit(1);
    }
    console.error('The billing command failed:', error);
    process.exit(1);
  },
);
