import { loadSandboxConfig } from './sandbox-config';
import { startPartnerSandbox } from './start-sandbox';

// `npm start` runs this beside Edge (tools/start.mjs); alone it is
// `npm start -w @edge/partner-sandbox`.
async function main(): Promise<void> {
  const config = loadSandboxConfig();
  if (!config.ssoSecret) {
    console.warn(
      'PARTNER_SSO_SECRET is unset: a random one is used, which Edge cannot check.',
    );
  }
  const sandbox = await startPartnerSandbox({
    port: config.port,
    edgeUrl: config.edgeUrl,
    ...(config.ssoSecret ? { ssoSecret: config.ssoSecret } : {}),
    logger: { level: config.logLevel },
  });
  sandbox.app.log.info(
    `Partner sandbox at ${sandbox.url} (shell: ${sandbox.url}/shell, Edge: ${config.edgeUrl})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      sandbox.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('The partner sandbox could not start.');
  console.error(error);
  process.exit(1);
});
