import type { PlanKind } from '../benefit-reports';

export const PLAN_KIND_LABELS: Record<PlanKind, string> = {
  welfare: 'Welfare',
  retirement: 'Retirement',
  both: 'Welfare and retirement',
};

/** 'Acme Health Plan'; 'Plan 501' when the filing names none. */
export function planTitle(plan: {
  plan_name: string | null;
  plan_number: string | null;
}): string {
  return plan.plan_name ?? `Plan ${plan.plan_number ?? 'without a number'}`;
}
