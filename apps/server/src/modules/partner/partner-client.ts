import type { z } from 'zod';
import type { PartnerCredentials } from './partner-credentials';
import { PartnerError } from './partner.errors';
import { tryPartnerGet, type TryOutcome } from './partner-try';

/** SPEC §7: the partner proxy retries 2 times, 2 s apart, on these. */
export const RETRY_STATUSES: readonly number[] = [401, 500, 502, 503, 504];
export const PARTNER_TRIES = 3;
export const PARTNER_RETRY_DELAY_MS = 2000;

export interface PartnerClientOptions {
  /** PARTNER_API_URL; unset: every call answers 502. */
  baseUrl: string | undefined;
  /** The deadline of each try. */
  timeoutMs: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Who calls: the session's partner token and its module's subcomponent. */
export interface PartnerCaller {
  credentials: PartnerCredentials;
  /** X-Subcomponent (CL or EB) as the browser sent it, when valid. */
  subcomponent: string | null;
}

export type PartnerQuery = Readonly<Record<string, string>>;

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// '$filter=...&$top=100': values encoded whole, so a '+' or '&' in a name
// reaches the partner as itself.
function queryString(query: PartnerQuery): string {
  const pairs = Object.entries(query).map(
    ([key, value]) => `${key}=${encodeURIComponent(value)}`,
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const isRetried = (outcome: TryOutcome) =>
  outcome.kind === 'timeout' ||
  outcome.kind === 'network' ||
  (outcome.kind === 'answer' && RETRY_STATUSES.includes(outcome.status));

function giveUp(outcome: TryOutcome, path: string): PartnerError {
  const detail = { partnerPath: path };
  if (outcome.kind === 'timeout')
    return new PartnerError('PARTNER_TIMEOUT', detail);
  if (outcome.kind === 'answer' && outcome.status === 401) {
    return new PartnerError('PARTNER_UNAUTHORIZED');
  }
  const status = 'status' in outcome ? outcome.status : null;
  return new PartnerError('PARTNER_UNAVAILABLE', {
    ...detail,
    partnerStatus: status,
  });
}

/**
 * The partner API as Edge reads it: GET only, no-cache, a deadline per try,
 * retries on 401, 500, 502, 503, 504 (and on a timeout or a dropped
 * connection), and every answer checked by its schema before use.
 */
export class PartnerClient {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly retryDelayMs: number;

  constructor(private readonly options: PartnerClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? wait;
    this.retryDelayMs = options.retryDelayMs ?? PARTNER_RETRY_DELAY_MS;
  }

  async get<S extends z.ZodType>(
    caller: PartnerCaller,
    path: string,
    query: PartnerQuery,
    schema: S,
  ): Promise<z.infer<S>> {
    const body = await this.getRaw(caller, path, query);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      // Never passed through: a malformed answer is the partner's failure.
      throw new PartnerError('PARTNER_UNAVAILABLE', {
        partnerPath: path,
        partnerStatus: 200,
      });
    }
    return parsed.data;
  }

  private async getRaw(
    caller: PartnerCaller,
    path: string,
    query: PartnerQuery,
  ) {
    const { baseUrl, timeoutMs } = this.options;
    if (!baseUrl)
      throw new PartnerError('PARTNER_UNAVAILABLE', { partnerPath: path });
    const url = `${baseUrl.replace(/\/+$/, '')}/${path}${queryString(query)}`;
    const headers = this.headers(caller);
    let outcome: TryOutcome = { kind: 'timeout' };
    for (let tryNo = 1; tryNo <= PARTNER_TRIES; tryNo += 1) {
      if (tryNo > 1) await this.sleep(this.retryDelayMs);
      outcome = await tryPartnerGet({
        url,
        headers,
        timeoutMs,
        fetch: this.fetch,
      });
      if (outcome.kind === 'answer' && outcome.status < 300)
        return outcome.body;
      if (!isRetried(outcome)) break;
    }
    throw giveUp(outcome, path);
  }

  private headers(caller: PartnerCaller): Record<string, string> {
    return {
      accept: 'application/json',
      authorization: `Bearer ${caller.credentials.accessToken}`,
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      ...(caller.subcomponent ? { 'x-subcomponent': caller.subcomponent } : {}),
    };
  }
}
