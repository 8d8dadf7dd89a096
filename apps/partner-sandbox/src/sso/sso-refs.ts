import { randomBytes } from 'node:crypto';
import { SSO_TOKEN_SECONDS } from './sso-token';

// The references an SSO token carries: each stands for a partner API token
// and is exchanged once, within the token's life.

export class SsoRefs {
  private readonly refs = new Map<
    string,
    { apiToken: string; until: number }
  >();

  constructor(private readonly now: () => number = Date.now) {}

  create(apiToken: string): string {
    const ref = randomBytes(24).toString('base64url');
    this.refs.set(ref, {
      apiToken,
      until: this.now() + SSO_TOKEN_SECONDS * 1000,
    });
    return ref;
  }

  /** The API token of a reference, once; null when used, unknown or old. */
  redeem(ref: string): string | null {
    const entry = this.refs.get(ref);
    this.refs.delete(ref);
    return entry && entry.until > this.now() ? entry.apiToken : null;
  }
}
