import { randomBytes } from 'node:crypto';

// Partner API tokens: issued when a partner user signs in at the shell,
// kept in memory (the sandbox forgets them on restart, as a real platform
// would forget a revoked token). A request names one as Bearer.

export const API_TOKEN_HOURS = 8;

interface Issued {
  userId: string;
  expiresAt: number;
}

export class ApiTokens {
  private readonly tokens = new Map<string, Issued>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(userId: string): { token: string; expiresIn: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresIn = API_TOKEN_HOURS * 3600;
    this.tokens.set(token, {
      userId,
      expiresAt: this.now() + expiresIn * 1000,
    });
    return { token, expiresIn };
  }

  /** The user of a token still valid, else null. */
  userOf(token: string): string | null {
    const issued = this.tokens.get(token);
    if (!issued) return null;
    if (issued.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return null;
    }
    return issued.userId;
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }
}

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
