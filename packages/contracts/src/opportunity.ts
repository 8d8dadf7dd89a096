import { z } from 'zod';
import { companyParamsSchema } from './company-reports';
import { moduleSchema } from './products';

/**
 * The opportunity score (docs/decisions/0043): how ripe a company is for
 * a broker's call in one module, 0 to 100, as the sum of points of a few
 * factors read from the data Edge holds, each with the words that say why.
 */

/** What a score is made of; each module reads its own six. */
export const OPPORTUNITY_FACTORS = [
  'renewal',
  'broker_changes',
  'carrier_changes',
  'incumbent_book',
  'premium_vs_peers',
  'commission_vs_peers',
  'osha',
  'wage_hour',
  'fleet',
  'mcs150',
] as const;
export const opportunityFactorSchema = z.enum(OPPORTUNITY_FACTORS);
export type OpportunityFactor = z.infer<typeof opportunityFactorSchema>;

/** The factors of each module, with the most points each can give. */
export const OPPORTUNITY_MAX_POINTS = {
  eb: {
    renewal: 35,
    broker_changes: 20,
    carrier_changes: 10,
    incumbent_book: 10,
    premium_vs_peers: 15,
    commission_vs_peers: 10,
  },
  pc: {
    renewal: 35,
    carrier_changes: 20,
    osha: 20,
    wage_hour: 10,
    fleet: 10,
    mcs150: 5,
  },
} as const satisfies Record<string, Partial<Record<OpportunityFactor, number>>>;

/** A score of at least this much is high; at least MEDIUM, medium. */
export const OPPORTUNITY_HIGH = 60;
export const OPPORTUNITY_MEDIUM = 30;

export const opportunityLevelSchema = z.enum(['high', 'medium', 'low']);
export type OpportunityLevel = z.infer<typeof opportunityLevelSchema>;

/** The level a score stands at. */
export function opportunityLevel(score: number): OpportunityLevel {
  if (score >= OPPORTUNITY_HIGH) return 'high';
  if (score >= OPPORTUNITY_MEDIUM) return 'medium';
  return 'low';
}

/**
 * One factor of the score: its points out of its most, and a sentence a
 * broker reads ('renews in 94 days', 'no workers' comp policy on record').
 */
export const opportunityReasonSchema = z.object({
  factor: opportunityFactorSchema,
  points: z.number().int().min(0),
  max: z.number().int().min(1),
  text: z.string(),
});
export type OpportunityReason = z.infer<typeof opportunityReasonSchema>;

/**
 * GET /api/v1/companies/:muns/opportunity/:module: the score of a company
 * the user may see in the module. `reasons` are the factors that gave
 * points, most first; `unscored` the factors that gave none, with why
 * (nothing in the data, or the data says no).
 */
export const opportunityScoreSchema = z.object({
  muns: z.string(),
  module: moduleSchema,
  /** The day the score was computed for (renewal days count from it). */
  today: z.string(),
  score: z.number().int().min(0).max(100),
  level: opportunityLevelSchema,
  reasons: z.array(opportunityReasonSchema),
  unscored: z.array(opportunityReasonSchema),
});
export type OpportunityScore = z.infer<typeof opportunityScoreSchema>;

export const opportunityParamsSchema = companyParamsSchema.extend({
  module: moduleSchema,
});
export type OpportunityParams = z.infer<typeof opportunityParamsSchema>;

/** Path of GET /api/v1/companies/{muns}/opportunity/{module}. */
export function opportunityPath(muns: string, module: string): string {
  return `/api/v1/companies/${encodeURIComponent(muns)}/opportunity/${module}`;
}
