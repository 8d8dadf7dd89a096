import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sendODataError } from '../api/api-errors';
import { z } from 'zod';
import type { SandboxState } from '../sandbox-state';
import { API_TOKEN_HOURS } from '../auth/api-tokens';
import { verifySsoToken } from './sso-token';

// POST /sso/v1/exchange { token }: Edge's server trades the shell's SSO
// token (checked here too) for the partner API token its `ref` stands
// for, once. A used, unknown, expired or forged token is 401.

const bodySchema = z.object({ token: z.string().min(1).max(4096) });

export function exchangeRoutes(state: SandboxState) {
  return async function register(app: FastifyInstance) {
    app.post('/sso/v1/exchange', async (request, reply) => {
      // Injected faults (path 'sso/v1/exchange') fail the trade as well.
      const fault = state.faults.take('sso/v1/exchange');
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.status) {
        return sendODataError(
          reply,
          fault.status,
          `Injected fault ${fault.status}`,
        );
      }
      const body = bodySchema.safeParse(request.body);
      if (!body.success) {
        return reply.code(400).send({
          error: { code: 'BadRequest', message: 'token is required' },
        });
      }
      const check = verifySsoToken(body.data.token, state.ssoSecret);
      const apiToken = check.ok ? state.refs.redeem(check.claims.ref) : null;
      if (!apiToken) {
        const why = check.ok ? 'used' : check.reason;
        return reply.code(401).send({
          error: {
            code: 'Unauthorized',
            message: `SSO token refused (${why})`,
          },
        });
      }
      return {
        access_token: apiToken,
        token_type: 'Bearer',
        expires_in: API_TOKEN_HOURS * 3600,
      };
    });
  };
}
