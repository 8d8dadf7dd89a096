import {
  FEATURE_FLAG_DEFAULTS,
  type FeatureFlag,
  type FlagVariation,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { findFlagValue, upsertFlagValue } from './feature-flags.repository';

function parseBoolean(stored: string | undefined): boolean | undefined {
  if (stored === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A flag's stored value, or its SPEC §9 default when unset or unreadable. */
export async function getFlagVariation(
  db: Db,
  flag: FeatureFlag,
): Promise<FlagVariation> {
  const stored = parseBoolean(await findFlagValue(db, flag));
  return { value: stored ?? FEATURE_FLAG_DEFAULTS[flag] };
}

export async function setFlag(
  db: Db,
  flag: FeatureFlag,
  value: boolean,
): Promise<void> {
  await upsertFlagValue(db, flag, JSON.stringify(value));
}
