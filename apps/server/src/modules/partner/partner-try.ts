// One try of a partner API call: its answer, or why there was none.

export type TryOutcome =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown }
  | { kind: 'not-json'; status: number };

export interface TryRequest {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  fetch: typeof fetch;
}

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || error.name === 'AbortError');

/** A GET (the only method the partner proxy issues, SPEC §7) with a deadline. */
export async function tryPartnerGet(request: TryRequest): Promise<TryOutcome> {
  // The deadline covers the body too: a partner that stalls mid-answer
  // times out like one that never answers.
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await request.fetch(request.url, {
      method: 'GET',
      headers: request.headers,
      signal,
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok)
      return { kind: 'answer', status: response.status, body: text };
    try {
      return {
        kind: 'answer',
        status: response.status,
        body: JSON.parse(text),
      };
    } catch {
      return { kind: 'not-json', status: response.status };
    }
  } catch (error) {
    return isTimeout(error) ? { kind: 'timeout' } : { kind: 'network', error };
  }
}
