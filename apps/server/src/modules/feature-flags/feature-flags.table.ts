/** feature_flags: a flag's variation as JSON text (booleans today). */
export interface FeatureFlagsTable {
  key: string;
  value: string;
}
