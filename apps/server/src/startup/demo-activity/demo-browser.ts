import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { runAsOf } from '../../shared/as-of';

type Method = 'GET' | 'POST';

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A member's browser on the app's own routes (`app.inject`): it sends what
 * the server set in cookies back, from the member's office address, so
 * every request meets the real session, entitlement, validation, limits
 * and recording. Each request runs as of its instant (shared/as-of.ts).
 */
export class DemoBrowser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    // The client address the sign-in limits and rate limits count by.
    private readonly address: string,
  ) {}

  async send(
    at: Date,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    // inject() answers a thenable that starts the request when awaited:
    // awaited inside the run, so the request runs as of `at`.
    const response = await runAsOf(at, async () => {
      const answer = await this.app.inject({
        method,
        url,
        payload,
        remoteAddress: this.address,
        cookies: this.cookiesFor(url),
      });
      return answer;
    });
    this.keep(response);
    return response;
  }

  // A cookie goes back on the paths it was set for, as a browser does.
  private cookiesFor(url: string): Record<string, string> {
    const sent: Record<string, string> = {};
    for (const [name, cookie] of this.cookies) {
      if (url.startsWith(cookie.path)) sent[name] = cookie.value;
    }
    return sent;
  }

  private keep(response: LightMyRequestResponse): void {
    const set = response.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
    }[];
    for (const cookie of set) {
      const isCleared = cookie.value === '' || cookie.maxAge === 0;
      if (isCleared) this.cookies.delete(cookie.name);
      else {
        this.cookies.set(cookie.name, {
          value: cookie.value,
          path: cookie.path ?? '/',
        });
      }
    }
  }
}
