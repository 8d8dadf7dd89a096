import type { ColumnType, Generated, Selectable } from 'kysely';

/** A '0'/'1' flag kept as text, exactly as the User info carries it. */
export type FlagText = '0' | '1';

/** users: every User info field (SPEC §3) of a person, plus credentials. */
export interface UsersTable {
  id: Generated<number>;
  account_id: number;
  // Lower-case; sign-in compares lower-case input.
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  // Free text the user keeps on My Account ('' when not given).
  phone: ColumnType<string, string | undefined, string>;
  title: ColumnType<string, string | undefined, string>;
  type: number;
  role: string;
  // JSON text: the products map, and the acl flags keyed by product code.
  products: string;
  acls: string;
  flag_show_upgrade_subscription: FlagText;
  require_mfa_login: FlagText;
  enable_pc_export_csv: FlagText;
  enable_eb_export_csv: FlagText;
  enable_adv_search: FlagText;
  zywave_eb_broker_search: FlagText;
  zywave_is_premium_contacts: FlagText;
  can_access_legacy_hw_ret: FlagText;
  password_hash: string;
  // Base32 TOTP secret when the user signs in with a second step.
  mfa_secret: string | null;
  // A secret being set up on My Account: it signs in only once confirmed.
  mfa_pending_secret: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  // The last TOTP time step that signed in: a code is accepted once only.
  mfa_last_step: number | null;
  is_enabled: number;
  created_at: string;
}
export type UserRow = Selectable<UsersTable>;

/** sessions: id is the SHA-256 of the cookie token, never the token. */
export interface SessionsTable {
  id: string;
  // Shown to the client as session_id; useless for signing in.
  public_id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  mfa_pending: number;
  ended_at: string | null;
  end_reason: string | null;
}
export type SessionRow = Selectable<SessionsTable>;

/** login_attempts: the record of every sign-in attempt and its outcome. */
export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  address: string;
  succeeded: number;
  at: string;
}

/** login_throttle: attempts taken per key in its window (decision 0016). */
export interface LoginThrottleTable {
  key: string;
  username: string | null;
  window_start: string;
  failures: number;
}

/** mfa_recovery_codes: the SHA-256 of each code; a code signs in once. */
export interface MfaRecoveryCodesTable {
  code_hash: string;
  user_id: number;
  created_at: string;
  used_at: string | null;
}
