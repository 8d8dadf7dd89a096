import { APP_VERSION } from '@edge/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// Set by build.mjs; absent when run from source.
declare const __EDGE_BUILT_AT__: string | undefined;

const builtAt =
  typeof __EDGE_BUILT_AT__ === 'string'
    ? __EDGE_BUILT_AT__
    : new Date().toISOString();

async function start(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, builtAt });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Edge ${APP_VERSION} is running at ${config.publicUrl} (database: ${app.dbLocation})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal while draining stops at once.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

start().catch((error: unknown) => {
  const message =
    error instanceof ConfigError ? error.message : 'Edge could not start.';
  console.error(message);
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
});
