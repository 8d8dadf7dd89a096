import type {
  BenefitPlan,
  LineRef,
  PlanKind,
  ServiceProvider,
  WelfareLine,
} from '@edge/contracts';

/** SPEC §4 'Plans and services': the values picked in the panel. */
export interface PlansFilter {
  kinds: PlanKind[];
  lines: number[];
  carriers: string[];
  services: string[];
}

export const EMPTY_PLANS_FILTER: PlansFilter = {
  kinds: [],
  lines: [],
  carriers: [],
  services: [],
};

export function countPlansFilter(filter: PlansFilter): number {
  return (
    filter.kinds.length +
    filter.lines.length +
    filter.carriers.length +
    filter.services.length
  );
}

function matchesContract(contract: WelfareLine, filter: PlansFilter) {
  const hasLine =
    filter.lines.length === 0 ||
    contract.eb_categories.some((line) => filter.lines.includes(line.id));
  const hasCarrier =
    filter.carriers.length === 0 ||
    filter.carriers.includes(contract.carrier_name ?? '');
  return hasLine && hasCarrier;
}

/**
 * Plans of the picked kinds; with lines or carriers picked, only their
 * contracts, and only plans that keep one.
 */
export function filterPlans(
  plans: readonly BenefitPlan[],
  filter: PlansFilter,
): BenefitPlan[] {
  const byContract = filter.lines.length > 0 || filter.carriers.length > 0;
  return plans
    .filter(
      (plan) => filter.kinds.length === 0 || filter.kinds.includes(plan.kind),
    )
    .map((plan) =>
      byContract
        ? {
            ...plan,
            contracts: plan.contracts.filter((c) => matchesContract(c, filter)),
          }
        : plan,
    )
    .filter((plan) => !byContract || plan.contracts.length > 0);
}

/**
 * Providers offering a picked service; with plan filters set, only those
 * serving a plan that passes them (when the plans are known).
 */
export function filterProviders(
  providers: readonly ServiceProvider[],
  filter: PlansFilter,
  plans: readonly BenefitPlan[] | null,
): ServiceProvider[] {
  const hasPlanFilter = countPlansFilter(filter) > filter.services.length;
  const planNumbers =
    hasPlanFilter && plans
      ? new Set(filterPlans(plans, filter).map((plan) => plan.plan_number))
      : null;
  return providers.filter(
    (provider) =>
      (filter.services.length === 0 ||
        provider.services.some((s) => filter.services.includes(s.code))) &&
      (!planNumbers || planNumbers.has(provider.plan_number)),
  );
}

export interface PlansFilterOptions {
  kinds: PlanKind[];
  lines: LineRef[];
  carriers: string[];
  services: { code: string; label: string }[];
}

/** The values the panel offers: those present in the company's filings. */
export function plansFilterOptions(
  plans: readonly BenefitPlan[],
  providers: readonly ServiceProvider[],
): PlansFilterOptions {
  const contracts = plans.flatMap((plan) => plan.contracts);
  const lines = new Map(
    contracts.flatMap((c) => c.eb_categories).map((l) => [l.id, l]),
  );
  const services = new Map(
    providers.flatMap((p) => p.services).map((s) => [s.code, s]),
  );
  return {
    kinds: [...new Set(plans.map((plan) => plan.kind))].sort(),
    lines: [...lines.values()].sort((a, b) => a.id - b.id),
    carriers: [
      ...new Set(contracts.flatMap((c) => c.carrier_name ?? [])),
    ].sort(),
    services: [...services.values()].sort((a, b) =>
      a.code.localeCompare(b.code),
    ),
  };
}
