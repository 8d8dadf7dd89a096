import { ApiTokens } from './auth/api-tokens';
import { FaultPlan } from './control/fault-plan';
import type { SandboxData } from './seed/sandbox-data';
import type { AgencyUser } from './seed/sandbox-types';
import { SsoRefs } from './sso/sso-refs';

/** A signed-in shell: its user and the partner API token issued then. */
export interface ShellSession {
  userId: string;
  apiToken: string;
}

/** What one running sandbox holds: its data and who is signed in. */
export class SandboxState {
  readonly tokens = new ApiTokens();
  readonly refs = new SsoRefs();
  readonly faults = new FaultPlan();
  readonly shellSessions = new Map<string, ShellSession>();
  private readonly usersById: Map<string, AgencyUser>;

  constructor(
    readonly data: SandboxData,
    readonly ssoSecret: string,
    readonly edgeUrl: string,
  ) {
    this.usersById = new Map(data.users.map((u) => [u.id, u]));
  }

  user(id: string): AgencyUser | undefined {
    return this.usersById.get(id);
  }

  agencyOf(user: AgencyUser) {
    return this.data.agencies.find((a) => a.agencyId === user.agencyId)!;
  }

  /** A partner API token for a user, as the shell issues at sign-in. */
  issueApiToken(userName: string): string {
    const user = this.data.users.find((u) => u.userName === userName);
    if (!user?.isEnabled) throw new Error(`No enabled user ${userName}`);
    return this.tokens.issue(user.id).token;
  }
}
