import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetOptions {
  // Only behind HTTPS: HSTS and upgrading requests would break plain http.
  isHttps: boolean;
  // The configured map tile server (MAP_TILE_URL), whose images the map shows.
  tileUrl?: string | undefined;
}

const originOf = (url: string | undefined) =>
  url ? [new URL(url).origin] : [];

/**
 * Security headers. The CSP allows only the app's own scripts; styles may be
 * inline because MUI (emotion) injects style tags; images may be data: URLs
 * or come from the map's tile server.
 */
export const helmetPlugin = fp<HelmetOptions>(
  async (app, { isHttps, tileUrl }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...originOf(tileUrl)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 15_552_000 } : false,
    });
  },
  { name: 'helmet' },
);
