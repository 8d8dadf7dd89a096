import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { createDb, type DatabaseHandle } from './db/create-db';
import { registerDemoActivityJob } from './startup/demo-activity/demo-activity-job';
import { prepareDatabase } from './startup/prepare-database';
import { jobsPlugin, type JobsPluginOptions } from './jobs/index';
import { accountsRoutes } from './modules/accounts/index';
import { activityPlugin, activityRoutes } from './modules/activity/index';
import { alertsRoutes } from './modules/alerts/index';
import {
  apiKeysRoutes,
  bearerAuth,
  isReadOnlyRoute,
} from './modules/api-keys/index';
import { billingRoutes } from './modules/billing/index';
import { brokersRoutes } from './modules/brokers/index';
import { companyReportsRoutes } from './modules/company-reports/index';
import { companyDetailsRoutes } from './modules/company-details/index';
import { companyListsRoutes } from './modules/company-lists/index';
import {
  authRoutes,
  createPasswordHasher,
  hashToken,
  resolveSession,
  sessionRoutes,
  type PasswordHasher,
} from './modules/auth/index';
import { exportsRoutes } from './modules/exports/index';
import {
  favoritesImportRoutes,
  favoritesRoutes,
} from './modules/favorites/index';
import {
  featureFlagsRoutes,
  staffFlagsRoutes,
} from './modules/feature-flags/index';
import { lookupsRoutes } from './modules/lookups/index';
import {
  manageUsersRoutes,
  userGroupsRoutes,
} from './modules/manage-users/index';
import { mapSettingsRoutes } from './modules/map-settings/index';
import {
  myAccountRoutes,
  myAccountSecurityRoutes,
} from './modules/my-account/index';
import { notesRoutes } from './modules/notes/index';
import { opportunityRoutes } from './modules/opportunity/index';
import { pipelineRoutes } from './modules/pipeline/index';
import { renewalsRoutes } from './modules/renewals/index';
import {
  partnerRoutes,
  type CredentialsOf,
  type PartnerClientOptions,
} from './modules/partner/index';
import {
  partnerCredentialsOf,
  partnerLoginPolicy,
  partnerSignInRoutes,
  subcomponentPlugin,
} from './modules/partner-sign-in/index';
import { preferencesRoutes } from './modules/preferences/index';
import { passwordResetRoutes } from './modules/password-reset/index';
import { SearchEngine, searchRoutes } from './modules/search/index';
import { savedSearchesRoutes } from './modules/saved-searches/index';
import { statisticsRoutes } from './modules/statistics/index';
import { supportRoutes } from './modules/support/index';
import { accessPlugin } from './plugins/access';
import { configPlugin } from './plugins/config';
import { crossSitePlugin } from './plugins/cross-site';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/error-handler';
import { helmetPlugin } from './plugins/helmet';
import { mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { readSessionToken } from './plugins/session-cookie';
import { webPlugin } from './plugins/web';

export interface BuildAppOptions {
  config: Config;
  // An open database the caller owns (tests); otherwise one is opened from
  // the configuration and closed with the app.
  database?: DatabaseHandle;
  // When the running build was made; /version.json reports it.
  builtAt?: string;
  logger?: FastifyServerOptions['logger'];
  // The background job runner; it polls unless told (tests drive it).
  jobs?: JobsPluginOptions;
  // The partner proxy: whose partner credentials a session holds (by
  // default those the shell sign-in kept), and the client's test seams.
  partner?: {
    credentialsOf?: CredentialsOf;
  } & Pick<PartnerClientOptions, 'retryDelayMs' | 'fetch' | 'sleep'>;
}

async function registerPlugins(
  app: FastifyInstance,
  config: Config,
  apiKeyAuth: ReturnType<typeof bearerAuth>,
) {
  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  });
  await app.register(helmetPlugin, {
    isHttps: config.cookieSecure,
    tileUrl: config.mapTileUrl,
  });
  // Cookies first: the rate limit counts a signed-in session by its cookie.
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimitPlugin, {
    perSessionPerMinute: config.rateLimitPerMinute,
    perAddressPerMinute: config.rateLimitAnonymousPerMinute,
    perApiKeyPerMinute: config.apiKeyRateLimitPerMinute,
    sessionKey: (request) => {
      const token = readSessionToken(request);
      return token ? hashToken(token) : null;
    },
    apiKey: async (request) => (await apiKeyAuth(request))?.sessionId ?? null,
  });
  await app.register(crossSitePlugin, { publicUrl: config.publicUrl });
  await app.register(formbody);
  await app.register(subcomponentPlugin);
}

async function registerModules(
  app: FastifyInstance,
  passwords: PasswordHasher,
  partner: BuildAppOptions['partner'] = {},
) {
  // One company index for search and exports.
  const engine = new SearchEngine(app.db);
  await app.register(authRoutes, {
    passwords,
    partnerLogin: partnerLoginPolicy(app.db, app.config),
  });
  await app.register(partnerSignInRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes, { passwords });
  await app.register(accountsRoutes);
  await app.register(billingRoutes);
  await app.register(myAccountRoutes);
  await app.register(myAccountSecurityRoutes, { passwords });
  await app.register(apiKeysRoutes);
  await app.register(manageUsersRoutes, { passwords });
  await app.register(userGroupsRoutes, { passwords });
  await app.register(featureFlagsRoutes);
  await app.register(staffFlagsRoutes);
  await app.register(mapSettingsRoutes);
  await app.register(exportsRoutes, { engine });
  await app.register(alertsRoutes, { engine });
  await app.register(brokersRoutes);
  await app.register(companyReportsRoutes);
  await app.register(companyDetailsRoutes);
  await app.register(lookupsRoutes);
  await app.register(statisticsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(favoritesRoutes);
  await app.register(favoritesImportRoutes);
  await app.register(notesRoutes);
  await app.register(pipelineRoutes);
  await app.register(renewalsRoutes);
  await app.register(opportunityRoutes);
  await app.register(companyListsRoutes);
  await app.register(preferencesRoutes);
  await app.register(searchRoutes, { engine });
  await app.register(activityRoutes);
  await app.register(supportRoutes);
  // The partner token the shell sign-in kept with the session.
  const keptCredentials: CredentialsOf = (auth) =>
    partnerCredentialsOf(app.db, auth.sessionId);
  const { credentialsOf = keptCredentials, ...seams } = partner;
  await app.register(partnerRoutes, {
    credentialsOf,
    client: {
      baseUrl: app.config.partnerApiUrl,
      timeoutMs: app.config.partnerTimeoutMs,
      ...seams,
    },
  });
}

// N hops: the N nearest proxies are believed (proxy-addr's own rule).
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number'
    ? (_address: string, hop: number) => hop < trust
    : trust;

/** Builds the whole app without listening, so tests can inject requests. */
export async function buildApp(
  options: BuildAppOptions,
): Promise<FastifyInstance> {
  const { config } = options;
  const handle = options.database ?? createDb(config);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // The address that sign-in and request limits count by.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(dbPlugin, { handle, closeOnStop: !options.database });
  try {
    const passwords = createPasswordHasher(
      config.passwordHashing,
      config.passwordChecks,
    );
    await prepareDatabase(handle, {
      seedDemo: config.seedDemo,
      demoCompanies: config.demoCompanies,
      demoActivityDays: config.demoActivityDays,
      dataDir: config.dataDir,
      passwords,
      log: app.log,
    });
    const apiKeyAuth = bearerAuth(handle.db);
    await registerPlugins(app, config, apiKeyAuth);
    // After the migrations, before the modules that register job handlers.
    await app.register(jobsPlugin, options.jobs ?? { isPolling: true });
    await app.register(activityPlugin);
    const deps = { db: handle.db, config };
    await app.register(accessPlugin, {
      resolveSession: (token, isActivity) =>
        resolveSession(deps, token, isActivity),
      bearer: {
        resolve: apiKeyAuth,
        allows: ({ routeOptions: { method, url } }) =>
          isReadOnlyRoute([method].flat().join(','), url ?? ''),
      },
    });
    await app.register(openapiPlugin, { isApiKeyRoute: isReadOnlyRoute });
    await registerModules(app, passwords, options.partner);
    registerDemoActivityJob(app);
    await app.register(webPlugin, {
      webDistDir: config.webDistDir,
      builtAt: options.builtAt ?? new Date().toISOString(),
      notFoundPerMinute: config.rateLimitAnonymousPerMinute,
    });
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
