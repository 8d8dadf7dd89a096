import { z } from 'zod';
import { PRODUCT_NAMES } from './my-account';
import type { ProductCode } from './products';

/** The plans an account may be on, cheapest first. */
export const PLAN_KEYS = ['trial', 'regional', 'agency', 'enterprise'] as const;
export const planKeySchema = z.enum(PLAN_KEYS);
export type PlanKey = z.infer<typeof planKeySchema>;

/** How a plan is invoiced: once for the trial, each month, or each year. */
export type PlanBilling = 'trial' | 'month' | 'year';

/**
 * A plan: what an account on it may hold and what it costs. Exports per day
 * are not a plan's: every user has the server's one daily limit.
 */
export interface Plan {
  key: PlanKey;
  name: string;
  summary: string;
  // The products (modules) the plan may include, and how many at most.
  modules: readonly ProductCode[];
  maxModules: number;
  // Most permitted states per module; null: every state and territory.
  maxStates: number | null;
  minSeats: number;
  // null: no upper bound.
  maxSeats: number | null;
  // List price per seat per module per month, in US cents.
  seatMonthCents: number;
  billing: PlanBilling;
  // Days of a term: a year, or the trial's length.
  termDays: number;
  // A plan an account may ask to move to (not the trial).
  isRequestable: boolean;
  // What else comes with it, in a few words each.
  features: readonly string[];
}

const EVERY_MODULE = ['PC', 'H-W', 'SGR', 'A-R'] as const;

/** Every plan, defined once for the server, the web and the demo. */
export const PLANS: readonly Plan[] = [
  {
    key: 'trial',
    name: 'Trial',
    summary: 'Try one module in two states for 30 days.',
    modules: ['PC', 'H-W'],
    maxModules: 1,
    maxStates: 2,
    minSeats: 1,
    maxSeats: 2,
    seatMonthCents: 0,
    billing: 'trial',
    termDays: 30,
    isRequestable: false,
    features: ['Search, profiles and alerts', 'No charge'],
  },
  {
    key: 'regional',
    name: 'Regional',
    summary: 'For an agency that writes business in a few states.',
    modules: ['PC', 'H-W'],
    maxModules: 2,
    maxStates: 10,
    minSeats: 1,
    maxSeats: 5,
    seatMonthCents: 6_500,
    billing: 'month',
    termDays: 365,
    isRequestable: true,
    features: ['Search, profiles and alerts', 'Exports and saved searches'],
  },
  {
    key: 'agency',
    name: 'Agency',
    summary: 'Every state, every module, for a team of up to ten.',
    modules: EVERY_MODULE,
    maxModules: EVERY_MODULE.length,
    maxStates: null,
    minSeats: 1,
    maxSeats: 10,
    seatMonthCents: 9_500,
    billing: 'month',
    termDays: 365,
    isRequestable: true,
    features: [
      'Search, profiles and alerts',
      'Exports and saved searches',
      'Billing portal for the owner',
    ],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    summary: 'For brokerages of ten seats or more, administered in-house.',
    modules: EVERY_MODULE,
    maxModules: EVERY_MODULE.length,
    maxStates: null,
    minSeats: 10,
    maxSeats: null,
    seatMonthCents: 8_500,
    billing: 'year',
    termDays: 365,
    isRequestable: true,
    features: [
      'Manage Users and groups',
      'Usage and activity reports',
      'Invoiced once a year',
    ],
  },
];

/** The plan of a key. */
export function planOf(key: PlanKey): Plan {
  const plan = PLANS.find((p) => p.key === key);
  if (!plan) throw new Error(`unknown plan ${key}`);
  return plan;
}

/** Whether a key names a plan (a stored value may be older or newer). */
export const isPlanKey = (value: unknown): value is PlanKey =>
  planKeySchema.safeParse(value).success;

/** Why a choice of seats and modules does not fit a plan; none: it fits. */
export interface PlanMisfit {
  seats?: string;
  modules?: string;
}

/** Checks seats and modules against a plan's limits. */
export function planMisfit(
  plan: Plan,
  seats: number,
  modules: readonly ProductCode[],
): PlanMisfit {
  const misfit: PlanMisfit = {};
  if (seats < plan.minSeats) {
    misfit.seats = `${plan.name} starts at ${plan.minSeats} seats.`;
  } else if (plan.maxSeats !== null && seats > plan.maxSeats) {
    misfit.seats = `${plan.name} has at most ${plan.maxSeats} seats.`;
  }
  const outside = modules.filter((m) => !plan.modules.includes(m));
  if (outside.length > 0) {
    misfit.modules = `${plan.name} does not include ${outside.map((m) => PRODUCT_NAMES[m]).join(', ')}.`;
  } else if (modules.length > plan.maxModules) {
    misfit.modules = `${plan.name} includes at most ${plan.maxModules} module${plan.maxModules === 1 ? '' : 's'}.`;
  }
  return misfit;
}
