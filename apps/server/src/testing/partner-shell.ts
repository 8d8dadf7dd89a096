import {
  signSsoToken,
  startPartnerSandbox,
  type RunningSandbox,
} from '@edge/partner-sandbox';
import { SignJWT } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import type { DbDialect } from '../db/database';
import { createTestApp, type TestApp } from './test-app';

export interface PartnerTestContext {
  sandbox: RunningSandbox;
  edge: TestApp;
}

/** A partner sandbox on a free loopback port and an Edge app that uses it. */
export function usePartnerSandbox(
  dialect: DbDialect,
): () => PartnerTestContext {
  let context: PartnerTestContext | undefined;
  beforeAll(async () => {
    const sandbox = await startPartnerSandbox({ port: 0 });
    const edge = await createTestApp(dialect, {
      PARTNER_API_URL: sandbox.url,
      PARTNER_SSO_SECRET: sandbox.ssoSecret,
    });
    context = { sandbox, edge };
  });
  afterAll(async () => {
    await context?.edge.close();
    await context?.sandbox.close();
  });
  return () => {
    if (!context) throw new Error('partner sandbox not ready');
    return context;
  };
}

/** The claims the shell signs for a user, with a reference it will trade. */
export function shellClaims(sandbox: RunningSandbox, userName: string) {
  const user = sandbox.state.data.users.find((u) => u.userName === userName);
  if (!user) throw new Error(`no sandbox user ${userName}`);
  const apiToken = sandbox.issueApiToken(userName);
  return {
    apiToken,
    claims: {
      sub: user.id,
      username: user.userName,
      agency_id: user.agencyId,
      ref: sandbox.state.refs.create(apiToken),
    },
  };
}

/** A token exactly as the shell makes it ('Open Edge'). */
export function shellToken(
  sandbox: RunningSandbox,
  userName: string,
  options: { secret?: string; issuedAt?: number } = {},
): string {
  const { claims } = shellClaims(sandbox, userName);
  return signSsoToken(
    claims,
    options.secret ?? sandbox.ssoSecret,
    options.issuedAt,
  );
}

/** A token with claims the shell would not make (another audience...). */
export async function customShellToken(
  sandbox: RunningSandbox,
  userName: string,
  change: { audience?: string; issuer?: string; lifeSeconds?: number },
): Promise<string> {
  const { claims } = shellClaims(sandbox, userName);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(change.issuer ?? 'partner-sandbox')
    .setAudience(change.audience ?? 'edge')
    .setIssuedAt(now)
    .setExpirationTime(now + (change.lifeSeconds ?? 60))
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(sandbox.ssoSecret));
}
