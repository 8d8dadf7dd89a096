import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiRoutes } from './api/api-routes';
import { controlRoutes } from './control/control-routes';
import { SandboxState } from './sandbox-state';
import { buildSandboxData, type SandboxData } from './seed/sandbox-data';
import { shellRoutes } from './shell/shell-routes';
import { exchangeRoutes } from './sso/exchange-routes';

export interface SandboxAppOptions {
  /** Signs the shell's SSO tokens; Edge checks them with the same. */
  ssoSecret: string;
  /** Where 'Open Edge' goes (its /partner/sso). */
  edgeUrl: string;
  /** The seeded data; built from the demo seed when not given. */
  data?: SandboxData;
  logger?: boolean | { level: string };
}

/** The sandbox's app, not listening: tests inject into it. */
export async function buildSandboxApp(
  options: SandboxAppOptions,
): Promise<{ app: FastifyInstance; state: SandboxState }> {
  if (options.ssoSecret.length < 16) {
    throw new Error('The SSO secret must have at least 16 characters');
  }
  const state = new SandboxState(
    options.data ?? buildSandboxData(),
    options.ssoSecret,
    options.edgeUrl,
  );
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  await app.register(apiRoutes(state));
  await app.register(shellRoutes(state));
  await app.register(exchangeRoutes(state));
  await app.register(controlRoutes(state), { prefix: '/__sandbox' });
  app.get('/', async (_request, reply) => reply.redirect('/shell', 302));
  return { app, state };
}
