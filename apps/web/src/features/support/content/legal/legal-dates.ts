/** When the legal pages' texts last changed (YYYY-MM-DD). */
export const LEGAL_UPDATED = '2026-11-27';
