import { z } from 'zod';
import {
  planKeySchema,
  planMisfit,
  planOf,
  PLANS,
  type PlanKey,
} from './plans';
import { productCodeSchema } from './products';

/** A plan as the API answers it (PLANS, as data). */
export const planSchema = z.object({
  key: planKeySchema,
  name: z.string(),
  summary: z.string(),
  modules: z.array(productCodeSchema),
  max_modules: z.number().int(),
  // null: every state and territory.
  max_states: z.number().int().nullable(),
  min_seats: z.number().int(),
  max_seats: z.number().int().nullable(),
  // US cents per seat per module per month.
  seat_month_cents: z.number().int(),
  billing: z.enum(['trial', 'month', 'year']),
  term_days: z.number().int(),
  is_requestable: z.boolean(),
  features: z.array(z.string()),
});
export type PlanInfo = z.infer<typeof planSchema>;

/** A module the account holds, with its states as the products entry says. */
export const heldModuleSchema = z.object({
  code: productCodeSchema,
  name: z.string(),
  entry: z.string(),
  state_count: z.number().int(),
});
export type HeldModule = z.infer<typeof heldModuleSchema>;

/** What the account has now: its plan, seats and modules. */
export const accountSubscriptionSchema = z.object({
  account_name: z.string(),
  // null: no plan on record (an internal account).
  plan: planKeySchema.nullable(),
  // Seats bought; null when not limited.
  seats: z.number().int().nullable(),
  // Enabled users.
  seats_used: z.number().int(),
  modules: z.array(heldModuleSchema),
  // YYYY-MM-DD, or null when the account has none.
  renewal_date: z.string().nullable(),
  // The last day to ask to cancel before renewal (SPEC §9: 60 days).
  cancel_by: z.string().nullable(),
});
export type AccountSubscription = z.infer<typeof accountSubscriptionSchema>;

export const INVOICE_STATUSES = ['paid', 'open', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One invoice of the account's billing history. */
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  // Calendar days, YYYY-MM-DD.
  issued_on: z.string(),
  due_on: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  plan: planKeySchema,
  seats: z.number().int(),
  total_cents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  paid_on: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One charge of an invoice: a module's seats for the invoice's period. */
export const invoiceLineSchema = z.object({
  product: productCodeSchema,
  description: z.string(),
  seats: z.number().int(),
  // Per seat per month, US cents.
  unit_cents: z.number().int(),
  amount_cents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** GET /api/v1/billing/invoices/{id}: one invoice with its charges. */
export const invoiceSchema = invoiceSummarySchema.extend({
  account_name: z.string(),
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** GET /api/v1/billing: the billing page of the user's account. */
export const billingSchema = z.object({
  subscription: accountSubscriptionSchema,
  plan: planSchema.nullable(),
  // Newest first.
  invoices: z.array(invoiceSummarySchema),
});
export type Billing = z.infer<typeof billingSchema>;

/** Most upgrade requests one user may send in 24 hours. */
export const UPGRADE_REQUESTS_PER_DAY = 5;
export const UPGRADE_MESSAGE_MAX = 2000;

/** POST /api/v1/billing/upgrade-requests: the plan, seats and modules wanted. */
export const upgradeRequestBodySchema = z
  .object({
    plan: planKeySchema.refine((key) => planOf(key).isRequestable, {
      message: 'Choose a plan to move to.',
    }),
    seats: z.coerce
      .number({ error: 'Enter how many seats you need.' })
      .int('Enter a whole number of seats.')
      .min(1, 'Enter at least 1 seat.')
      .max(10_000, 'Enter at most 10,000 seats.'),
    modules: z
      .array(productCodeSchema)
      .min(1, 'Choose at least one module.')
      .refine((codes) => new Set(codes).size === codes.length, {
        message: 'Choose each module once.',
      }),
    message: z
      .string()
      .trim()
      .max(
        UPGRADE_MESSAGE_MAX,
        `Write at most ${UPGRADE_MESSAGE_MAX} characters.`,
      )
      .default(''),
  })
  .superRefine((body, ctx) => {
    const misfit = planMisfit(planOf(body.plan), body.seats, body.modules);
    // A field its own rule refused already says why once.
    const isSeatsValid =
      Number.isInteger(body.seats) && body.seats >= 1 && body.seats <= 10_000;
    if (misfit.seats && isSeatsValid) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: misfit.seats });
    }
    if (misfit.modules && body.modules.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['modules'],
        message: misfit.modules,
      });
    }
  });
export type UpgradeRequestBody = z.infer<typeof upgradeRequestBodySchema>;

/** An upgrade request as its sender sees it. */
export const upgradeRequestSchema = z.object({
  id: z.number().int(),
  plan: planKeySchema,
  seats: z.number().int(),
  modules: z.array(productCodeSchema),
  message: z.string(),
  created_at: z.string(),
  // sending: queued for the sales mailbox; failed: every attempt refused.
  status: z.enum(['sending', 'sent', 'failed']),
  // Where the sales team answers.
  reply_to: z.string(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

/** GET /api/v1/billing/plans: the account's plan against the others. */
export const plansOverviewSchema = z.object({
  subscription: accountSubscriptionSchema,
  plans: z.array(planSchema),
  // The server's one daily export limit, the same for every user.
  exports_per_user_per_day: z.number().int(),
  // The user's own requests, newest first.
  requests: z.array(upgradeRequestSchema),
});
export type PlansOverview = z.infer<typeof plansOverviewSchema>;

/** A plan of PLANS in the API's field names. */
export function planInfo(key: PlanKey): PlanInfo {
  const plan = planOf(key);
  return {
    key: plan.key,
    name: plan.name,
    summary: plan.summary,
    modules: [...plan.modules],
    max_modules: plan.maxModules,
    max_states: plan.maxStates,
    min_seats: plan.minSeats,
    max_seats: plan.maxSeats,
    seat_month_cents: plan.seatMonthCents,
    billing: plan.billing,
    term_days: plan.termDays,
    is_requestable: plan.isRequestable,
    features: [...plan.features],
  };
}

/** Every plan in the API's field names. */
export const allPlanInfos = (): PlanInfo[] => PLANS.map((p) => planInfo(p.key));

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

/** US cents as dollars: 123456 → $1,234.56. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
