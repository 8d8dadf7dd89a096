/** email_changes: one mailed confirmation link; only the token's hash is stored. */
export interface EmailChangesTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
