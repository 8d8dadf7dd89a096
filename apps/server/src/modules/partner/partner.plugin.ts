import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PartnerClient, type PartnerClientOptions } from './partner-client';
import type { CredentialsOf } from './partner-credentials';
import { partnerProxyRoutes } from './partner-proxy.routes';
import { partnerReportsRoutes } from './partner-reports.routes';

export interface PartnerPluginOptions {
  /** The session's partner credentials (the partner sign-in keeps them). */
  credentialsOf: CredentialsOf;
  client: PartnerClientOptions;
}

/** The partner proxy, the duplicate-accounts report and the AMS marks. */
export const partnerRoutes: FastifyPluginAsyncZod<
  PartnerPluginOptions
> = async (app, options) => {
  const deps = {
    db: app.db,
    client: new PartnerClient(options.client),
    credentialsOf: options.credentialsOf,
  };
  // Answers about one agency's data for one session: never stored.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(partnerProxyRoutes, deps);
  await app.register(partnerReportsRoutes, deps);
};
