import { policyCarrier, type WcPolicy } from '@edge/contracts';

/** SPEC §4 'Policies and mods': the values picked in the panel. */
export interface PoliciesFilter {
  statuses: string[];
  carriers: string[];
  /** Experience mod range; null is any mod, unrated policies included. */
  modRange: readonly [number, number] | null;
}

export const EMPTY_POLICIES_FILTER: PoliciesFilter = {
  statuses: [],
  carriers: [],
  modRange: null,
};

export function countPoliciesFilter(filter: PoliciesFilter): number {
  return (
    filter.statuses.length + filter.carriers.length + (filter.modRange ? 1 : 0)
  );
}

function isInRange(mod: number | null, range: PoliciesFilter['modRange']) {
  if (!range) return true;
  return mod !== null && mod >= range[0] && mod <= range[1];
}

export function filterPolicies(
  policies: readonly WcPolicy[],
  filter: PoliciesFilter,
): WcPolicy[] {
  return policies.filter(
    (policy) =>
      (filter.statuses.length === 0 ||
        filter.statuses.includes(policy.coverage_status ?? '')) &&
      (filter.carriers.length === 0 ||
        filter.carriers.includes(policyCarrier(policy))) &&
      isInRange(policy.experience_mod, filter.modRange),
  );
}

export interface PoliciesFilterOptions {
  statuses: string[];
  carriers: string[];
  /** Lowest and highest mod on file; null when no policy is rated. */
  modBounds: readonly [number, number] | null;
}

export function policiesFilterOptions(
  policies: readonly WcPolicy[],
): PoliciesFilterOptions {
  const mods = policies.flatMap((p) => p.experience_mod ?? []);
  return {
    statuses: [
      ...new Set(policies.flatMap((p) => p.coverage_status ?? [])),
    ].sort(),
    carriers: [...new Set(policies.map(policyCarrier))].sort(),
    modBounds: mods.length > 0 ? [Math.min(...mods), Math.max(...mods)] : null,
  };
}

/** A range back at the bounds filters nothing: it reads as no range. */
export function toModRange(
  range: readonly [number, number],
  bounds: readonly [number, number],
): PoliciesFilter['modRange'] {
  return range[0] <= bounds[0] && range[1] >= bounds[1] ? null : range;
}
