/** feature_flags: a flag's variation for every account, as JSON text (booleans today). */
export interface FeatureFlagsTable {
  key: string;
  value: string;
}

/** account_feature_flags: one account's own variation of a flag. */
export interface AccountFeatureFlagsTable {
  account_id: number;
  flag: string;
  // JSON text, as feature_flags.value.
  value: string;
  // ISO instant, and the user who set it (null once that user is gone).
  changed_at: string;
  changed_by: number | null;
}

export interface FeatureFlagTables {
  feature_flags: FeatureFlagsTable;
  account_feature_flags: AccountFeatureFlagsTable;
}
