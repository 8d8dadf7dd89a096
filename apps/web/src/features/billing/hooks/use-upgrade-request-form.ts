import {
  upgradeRequestBodySchema,
  type PlanKey,
  type PlansOverview,
} from '@edge/contracts';
import type { z } from 'zod';
import { useZodForm } from '../../../components/ui/form';

export type UpgradeRequestInput = z.input<typeof upgradeRequestBodySchema>;

// The plan after the account's own that it may ask for (or its own, for
// more seats), with its modules and enough seats.
export function upgradeDefaults(overview: PlansOverview): UpgradeRequestInput {
  const { plans, subscription } = overview;
  const requestable = plans.filter((p) => p.is_requestable);
  const index = plans.findIndex((p) => p.key === subscription.plan);
  const plan =
    plans.slice(index + 1).find((p) => p.is_requestable) ??
    requestable.find((p) => p.key === subscription.plan) ??
    requestable[0]!;
  const held = subscription.modules.map((m) => m.code);
  const modules = held.filter((code) => plan.modules.includes(code));
  const seats = subscription.seats ?? subscription.seats_used;
  return {
    plan: plan.key,
    seats: String(clampSeats(seats, plan)),
    modules: modules.length > 0 ? modules : [plan.modules[0]!],
    message: '',
  };
}

function clampSeats(
  seats: number,
  plan: PlansOverview['plans'][number],
): number {
  const atLeast = Math.max(seats, plan.min_seats);
  return plan.max_seats === null ? atLeast : Math.min(atLeast, plan.max_seats);
}

/** The upgrade request form, and choosing a plan from its card. */
export function useUpgradeRequestForm(overview: PlansOverview) {
  const form = useZodForm(upgradeRequestBodySchema, upgradeDefaults(overview));
  // A plan chosen keeps the modules it includes and brings the seats
  // into its range.
  const choosePlan = (key: PlanKey) => {
    const plan = overview.plans.find((p) => p.key === key);
    if (!plan) return;
    const { modules = [], seats } = form.getValues();
    const kept = modules.filter((code) => plan.modules.includes(code));
    const count = Number(seats);
    form.clearErrors();
    form.setValue('plan', key);
    form.setValue('modules', kept.length > 0 ? kept : [plan.modules[0]!]);
    if (Number.isInteger(count) && count > 0) {
      form.setValue('seats', String(clampSeats(count, plan)));
    }
  };
  return { form, choosePlan };
}
