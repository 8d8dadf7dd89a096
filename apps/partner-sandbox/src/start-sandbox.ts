import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildSandboxApp, type SandboxAppOptions } from './app';
import type { FaultInput } from './control/fault-plan';
import type { SandboxState } from './sandbox-state';
import type { TruthEntry } from './seed/sandbox-types';

export interface RunningSandbox {
  /** The base URL of the API and the shell: http://127.0.0.1:<port>. */
  url: string;
  port: number;
  ssoSecret: string;
  /** A partner API token for an enabled user, as the shell would issue. */
  issueApiToken(userName: string): string;
  /** Makes the next requests to a path fail or answer slowly. */
  injectFault(fault: FaultInput): void;
  clearFaults(): void;
  truth: readonly TruthEntry[];
  state: SandboxState;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface StartSandboxOptions extends Partial<SandboxAppOptions> {
  /** 0 (the default) takes a free port. */
  port?: number;
}

/** Starts a sandbox on loopback; tests use it and close it after. */
export async function startPartnerSandbox(
  options: StartSandboxOptions = {},
): Promise<RunningSandbox> {
  const ssoSecret = options.ssoSecret ?? randomBytes(32).toString('base64url');
  const port = options.port ?? 0;
  const edgeUrl =
    options.edgeUrl ?? `http://127.0.0.1:${Math.max(port - 1, 1)}`;
  const { app, state } = await buildSandboxApp({
    ...options,
    ssoSecret,
    edgeUrl,
  });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    ssoSecret,
    issueApiToken: (userName) => state.issueApiToken(userName),
    injectFault: (fault) => state.faults.add(fault),
    clearFaults: () => state.faults.clear(),
    truth: state.data.truth,
    state,
    app,
    close: () => app.close(),
  };
}
