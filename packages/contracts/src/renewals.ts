import { z } from 'zod';
import { pipelineStageSchema } from './pipeline';
import { moduleSchema } from './products';

/**
 * The renewal calendar (docs/decisions/0042): the dates a user's companies
 * come up for renewal in the next twelve months, month by month.
 */

/** What renews: a benefit plan year, a workers' comp policy, an MCS-150. */
export const RENEWAL_KINDS = [
  'benefit_plan_year',
  'wc_expiration',
  'mcs150_update',
] as const;
export const renewalKindSchema = z.enum(RENEWAL_KINDS);
export type RenewalKind = z.infer<typeof renewalKindSchema>;

export const RENEWAL_KIND_LABELS: Record<RenewalKind, string> = {
  benefit_plan_year: 'Benefit plan year',
  wc_expiration: "Workers' comp expiration",
  mcs150_update: 'DOT MCS-150 update',
};

/** The kinds each module's calendar shows. */
export const RENEWAL_KINDS_OF_MODULE = {
  eb: ['benefit_plan_year'],
  pc: ['wc_expiration', 'mcs150_update'],
} as const satisfies Record<string, readonly RenewalKind[]>;

/** How far ahead the calendar looks, in months from this month. */
export const RENEWAL_CALENDAR_MONTHS = 12;

/** Most companies one calendar reads: favorites first, then matches. */
export const RENEWAL_CALENDAR_MAX_COMPANIES = 5000;

/** The years back the contest measures look: changes in the last three. */
export const RENEWAL_CONTEST_YEARS = 3;

/** Path of GET /api/v1/renewals/{module}. */
export const renewalsParamsSchema = z.object({ module: moduleSchema });

// A query string's window: '120', '90' or '60' days, read as a number.
const windowSchema = z
  .enum(['120', '90', '60'], { error: 'A window is 120, 90 or 60 days.' })
  .transform((days) => Number(days) as 120 | 90 | 60);

/**
 * GET /api/v1/renewals/{module}?stage=&window=: every stage, or one
 * ('none': companies without a stage); every date of the twelve months, or
 * only those due within 120, 90 or 60 days.
 */
export const renewalsQuerySchema = z.object({
  stage: z
    .union([pipelineStageSchema, z.literal('none')], {
      error: 'A stage is one of new, contacted, quoted, won, lost or none.',
    })
    .optional(),
  window: windowSchema.optional(),
});
export type RenewalsQuery = z.infer<typeof renewalsQuerySchema>;

/** Why a company is on the user's calendar. */
export const renewalOriginSchema = z.object({
  favorite: z.boolean(),
  /** The names of the user's saved searches that matched it. */
  savedSearches: z.array(z.string()),
});

/** The incumbent broker of the latest plan year and how their book moves. */
export const incumbentBrokerSchema = z.object({
  name: z.string(),
  /** Distinct clients in the company's latest Schedule A year. */
  clients: z.number().int(),
  /** Distinct clients the year before; null when that year has no data. */
  clientsBefore: z.number().int().nullable(),
  trend: z.enum(['growing', 'shrinking', 'steady']).nullable(),
  year: z.number().int(),
});
export type IncumbentBroker = z.infer<typeof incumbentBrokerSchema>;

/**
 * How contested a company is: changes of carrier and broker between its
 * consecutive filing years within the last three years of the data; null
 * where the module's data has no such party (brokers of P&C policies).
 */
export const renewalContestSchema = z.object({
  fromYear: z.number().int().nullable(),
  toYear: z.number().int().nullable(),
  carrierChanges: z.number().int().nullable(),
  brokerChanges: z.number().int().nullable(),
  incumbent: incumbentBrokerSchema.nullable(),
});
export type RenewalContest = z.infer<typeof renewalContestSchema>;

/** One date a company comes up for renewal. */
export const renewalSchema = z.object({
  muns: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  kind: renewalKindSchema,
  dueDate: z.string(),
  daysUntil: z.number().int(),
  /** The narrowest reminder window it is in; null beyond 120 days. */
  window: z.union([z.literal(60), z.literal(90), z.literal(120)]).nullable(),
  /** What renews, in words: 'Workers' comp policy with Acme renews'. */
  subject: z.string(),
  /** The dataset and year the date comes from. */
  source: z.object({ dataset: z.string(), year: z.number().int().nullable() }),
  stage: pipelineStageSchema.nullable(),
  origin: renewalOriginSchema,
  contest: renewalContestSchema,
});
export type Renewal = z.infer<typeof renewalSchema>;

/** The calendar: dates in order, with what it covered. */
export const renewalCalendarSchema = z.object({
  module: moduleSchema,
  today: z.string(),
  through: z.string(),
  renewals: z.array(renewalSchema),
  /** Companies read: favorites and saved-search matches, permitted states. */
  companies: z.number().int(),
  /** Of those, how many have no renewal date in the data at all. */
  withoutDates: z.number().int(),
  /** True when more companies than the calendar reads were on the list. */
  truncated: z.boolean(),
});
export type RenewalCalendar = z.infer<typeof renewalCalendarSchema>;
