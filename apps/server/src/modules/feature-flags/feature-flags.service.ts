import {
  featureFlagDefault,
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

/**
 * A flag's stored value, or its default when unset or unreadable: SPEC §9's
 * for a known flag, false for a name this version does not know.
 */
export async function getFlagVariation(
  db: Db,
  flag: string,
): Promise<FlagVariation> {
  const stored = parseBoolean(await findFlagValue(db, flag));
  return { value: stored ?? featureFlagDefault(flag) };
}

export async function setFlag(
  db: Db,
  flag: FeatureFlag,
  value: boolean,
): Promise<void> {
  await upsertFlagValue(db, flag, JSON.stringify(value));
}
