import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxState } from '../sandbox-state';
import { faultSchema } from './fault-plan';

// Test hooks under /__sandbox, answered to loopback callers only: faults
// to inject, the truth list of the AMS accounts, and an API token for a
// user without driving the shell's form.

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const tokenBodySchema = z.object({ userName: z.string().min(1) });

export function controlRoutes(state: SandboxState) {
  return async function register(app: FastifyInstance) {
    app.addHook(
      'onRequest',
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
          return reply.code(404).send({ error: 'Not found' });
        }
      },
    );

    app.get('/faults', async () => ({ faults: state.faults.list() }));

    app.post('/faults', async (request, reply) => {
      const parsed = faultSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({ error: z.prettifyError(parsed.error) });
      }
      state.faults.add(parsed.data);
      return reply.code(204).send();
    });

    app.delete('/faults', async (_request, reply) => {
      state.faults.clear();
      return reply.code(204).send();
    });

    app.get('/truth', async () => ({ truth: state.data.truth }));

    app.post('/tokens', async (request, reply) => {
      const parsed = tokenBodySchema.safeParse(request.body);
      const user = state.data.users.find(
        (u) => u.userName === parsed.data?.userName && u.isEnabled,
      );
      if (!user) return reply.code(404).send({ error: 'No such enabled user' });
      const { token, expiresIn } = state.tokens.issue(user.id);
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
      };
    });
  };
}
