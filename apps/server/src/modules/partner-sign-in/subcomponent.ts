import {
  SUBCOMPONENT_HEADER,
  subcomponentSchema,
  type Subcomponent,
} from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    // X-Subcomponent of the request when it names a module, else null.
    subcomponent: Subcomponent | null;
  }
}

const HEADER = SUBCOMPONENT_HEADER.toLowerCase();

function read(request: FastifyRequest): Subcomponent | null {
  const parsed = subcomponentSchema.safeParse(request.headers[HEADER]);
  return parsed.success ? parsed.data : null;
}

/**
 * request.subcomponent: the partner proxy forwards it to the partner API.
 * Nothing is refused because of it; an unknown value reads as none.
 */
export const subcomponentPlugin = fp(
  async (app) => {
    app.decorateRequest('subcomponent', null);
    app.addHook('onRequest', async (request) => {
      request.subcomponent = read(request);
    });
  },
  { name: 'subcomponent' },
);
