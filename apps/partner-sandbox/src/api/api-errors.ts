import type { FastifyReply } from 'fastify';
import { odataErrorSchema } from './schemas';

const CODES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  404: 'NotFound',
  500: 'InternalServerError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

/** Answers the partner API's error object. */
export function sendODataError(
  reply: FastifyReply,
  status: number,
  message: string,
) {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(status).send(
    odataErrorSchema.parse({
      error: { code: CODES[status] ?? 'Error', message },
    }),
  );
}
