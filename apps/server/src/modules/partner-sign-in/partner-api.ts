import { partnerUserInfoSchema, type PartnerUserInfo } from '@edge/contracts';
import { z } from 'zod';
import { PartnerSignInError } from './partner-sign-in.errors';

// The two partner calls of a sign-in through the shell (decision 0036):
// trade the shell token for the partner access token, then ask who it is.
export const PARTNER_SIGN_IN_TIMEOUT_MS = 10_000;

const exchangeSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});
export type PartnerExchange = z.infer<typeof exchangeSchema>;

async function call<T>(
  url: string,
  init: RequestInit,
  schema: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(PARTNER_SIGN_IN_TIMEOUT_MS),
    });
  } catch {
    throw new PartnerSignInError('PARTNER_UNAVAILABLE');
  }
  // A 4xx refuses this token; anything else is the partner failing.
  if (response.status >= 400 && response.status < 500) {
    throw new PartnerSignInError('SHELL_TOKEN_REFUSED', {
      reason: `partner answered ${response.status}`,
    });
  }
  const body: unknown = response.ok ? await response.json() : undefined;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PartnerSignInError('PARTNER_UNAVAILABLE');
  return parsed.data;
}

const join = (base: string, path: string) =>
  `${base.replace(/\/$/, '')}/${path}`;

/** POST /sso/v1/exchange { token }: once per token. */
export function exchangeShellToken(
  apiUrl: string,
  token: string,
): Promise<PartnerExchange> {
  return call(
    join(apiUrl, 'sso/v1/exchange'),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ token }),
    },
    exchangeSchema,
  );
}

/** GET /userinfo with the partner access token. */
export function fetchPartnerUserInfo(
  apiUrl: string,
  accessToken: string,
): Promise<PartnerUserInfo> {
  return call(
    join(apiUrl, 'userinfo'),
    {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
      },
    },
    partnerUserInfoSchema,
  );
}
