import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_VERSION, versionFileSchema } from '@edge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../shared/errors';
import { sendAppError } from './error-handler';

export interface WebOptions {
  webDistDir: string;
  builtAt: string;
  notFoundPerMinute: number;
}

const NO_STORE = 'no-cache, no-store';
const NOT_BUILT =
  'The Edge web app is not built yet. Run "npm run build" (or "npm start") and reload this page.';

// Vite puts content-hashed files under /assets/: they never change, so they
// are cached for a year; everything else is revalidated every time.
function cacheHeaders(reply: FastifyReply, path: string) {
  const hashed = /[\\/]assets[\\/]/.test(path);
  reply.header(
    'cache-control',
    hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

function sendIndex(reply: FastifyReply, hasIndex: boolean) {
  if (!hasIndex) {
    return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

function notFound(hasIndex: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi(request.url) &&
      !request.url.startsWith('/assets/');
    if (!isPage) return sendAppError(request, reply, new NotFoundError());
    // History fallback: the single-page app routes every other path itself.
    return sendIndex(reply, hasIndex);
  };
}

/** /version.json, the built web app, and the rate-limited not-found handler. */
export const webPlugin = fp<WebOptions>(
  async (app, options) => {
    // SPEC §4: the client compares this with its own version to reload.
    app.get(
      '/version.json',
      { schema: { tags: ['web'], response: { 200: versionFileSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', NO_STORE);
        return { version: APP_VERSION, builtAt: options.builtAt };
      },
    );
    const hasIndex = existsSync(join(options.webDistDir, 'index.html'));
    if (hasIndex) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        index: false,
        wildcard: true,
        setHeaders: cacheHeaders,
      });
    }
    // The static handler refuses a bare directory; the root is a page.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      sendIndex(reply, hasIndex),
    );
    app.setNotFoundHandler(
      {
        preHandler: app.rateLimit({
          max: options.notFoundPerMinute,
          timeWindow: '1 minute',
        }),
      },
      notFound(hasIndex),
    );
  },
  { name: 'web', dependencies: ['rate-limit', 'error-handler'] },
);
