import { z } from 'zod';
import { NUMERIC_RANGE_MAX } from './search-common';

/**
 * How a company funds its welfare plans in its latest plan year
 * (docs/decisions/0039): every plan insured, every plan self-funded, or
 * some of each (or one plan both insured and self-funded).
 */
export const FUNDINGS = ['self_funded', 'fully_insured', 'mixed'] as const;
export const fundingSchema = z.enum(FUNDINGS);
export type Funding = z.infer<typeof fundingSchema>;
export const FUNDING_LABELS: Record<Funding, string> = {
  self_funded: 'Self-funded',
  fully_insured: 'Fully insured',
  mixed: 'Mixed',
};

/** Years back a 'changed carrier' or 'changed broker' filter looks. */
export const CHANGE_WINDOWS = [1, 2, 3, 5] as const;
export const changeWindowSchema = z
  .literal(CHANGE_WINDOWS)
  .nullable()
  .default(null);
export type ChangeWindow = (typeof CHANGE_WINDOWS)[number];

/** A range of two optional ends, the lower not above the upper. */
function rangeSchema(end: z.ZodNumber) {
  return z
    .strictObject({
      min: end.nullable().default(null),
      max: end.nullable().default(null),
    })
    .refine((r) => r.min === null || r.max === null || r.min <= r.max, {
      message: 'The lower end is above the upper end',
      path: ['min'],
    })
    .prefault({});
}

const count = () => z.number().int().min(0).max(NUMERIC_RANGE_MAX);
const money = () => z.number().min(0).max(NUMERIC_RANGE_MAX);

/**
 * Benefits plan criteria (docs/decisions/0039): figures of the latest
 * plan year (participants, plans) or the latest Schedule A year (premium,
 * commission), how the plans are funded, and recent changes of carrier
 * or broker. Every end left out is open.
 */
export const planSearchSchema = z
  .strictObject({
    participantsRange: rangeSchema(count()),
    premiumRange: rangeSchema(money()),
    commissionRange: rangeSchema(money()),
    /** Commission as a percent of premium, 0 to 100. */
    commissionShareRange: rangeSchema(z.number().min(0).max(100)),
    planCountRange: rangeSchema(count()),
    funding: z.array(fundingSchema).max(FUNDINGS.length).default([]),
    carrierChangedWithin: changeWindowSchema,
    brokerChangedWithin: changeWindowSchema,
  })
  .prefault({});
export type PlanSearch = z.output<typeof planSearchSchema>;
