import {
  featureFlagDefault,
  type FeatureFlag,
  type FlagVariation,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import {
  findAccountFlagValue,
  findFlagValue,
  upsertFlagValue,
} from './feature-flags.repository';

/** A stored variation, or undefined when it is not a boolean. */
export function parseStoredFlag(
  stored: string | undefined,
): boolean | undefined {
  if (stored === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A flag's value for every account: its feature_flags row, or its default
 * when unset or unreadable (SPEC §9's for a known flag, false for a name
 * this version does not know).
 */
export async function getDefaultFlagValue(
  db: Db,
  flag: string,
): Promise<boolean> {
  return (
    parseStoredFlag(await findFlagValue(db, flag)) ?? featureFlagDefault(flag)
  );
}

/**
 * A flag as one account's users get it: the account's own value, else the
 * value for every account. Read from the database on every call, so a
 * change holds at once on the server; the web keeps it 4 minutes (SPEC §9).
 */
export async function isFlagOn(
  db: Db,
  accountId: number,
  flag: string,
): Promise<boolean> {
  const own = parseStoredFlag(await findAccountFlagValue(db, accountId, flag));
  return own ?? getDefaultFlagValue(db, flag);
}

/** GET /api/ld-variation: the flag for the caller's account. */
export async function getFlagVariation(
  db: Db,
  accountId: number,
  flag: string,
): Promise<FlagVariation> {
  return { value: await isFlagOn(db, accountId, flag) };
}

/** Sets a flag's value for every account without one of its own. */
export async function setFlag(
  db: Db,
  flag: FeatureFlag,
  value: boolean,
): Promise<void> {
  await upsertFlagValue(db, flag, JSON.stringify(value));
}
