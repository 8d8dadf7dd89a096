import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetOptions {
  // Only behind HTTPS: HSTS and upgrading requests would break plain http.
  isHttps: boolean;
}

/**
 * Security headers. The CSP allows only the app's own scripts; styles may be
 * inline because MUI (emotion) injects style tags; images may be data: URLs.
 */
export const helmetPlugin = fp<HelmetOptions>(
  async (app, { isHttps }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
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
