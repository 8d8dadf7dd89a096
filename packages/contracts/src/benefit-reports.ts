import { z } from 'zod';
import { reportSourceSchema } from './company-reports';

/** SPEC §9: the dashboard lists the top 10 brokers and carriers. */
export const TOP_PARTIES = 10;

const reportBase = {
  muns: z.string(),
  sources: z.array(reportSourceSchema),
  // The plan year the report describes: the latest year the company filed
  // the kind of plan it reads (welfare reports the latest welfare year,
  // retirement ones the latest retirement year); null without such a plan.
  plan_year: z.number().int().nullable(),
};

// Reports over every current plan: the latest welfare year and the latest
// retirement year, each once, newest first (plan_year is the first).
const currentPlansBase = {
  ...reportBase,
  plan_years: z.array(z.number().int()),
};

/** A benefit line of business by its SPEC §3 id. */
export const lineRefSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
});
export type LineRef = z.infer<typeof lineRefSchema>;

export const brokerRefSchema = z.object({
  name: z.string(),
  name_normalized: z.string(),
  // The broker's id in EB broker search, when the directory knows it.
  msid: z.string().nullable(),
});
export type BrokerRef = z.infer<typeof brokerRefSchema>;

/**
 * A Schedule A contract as SPEC §3 names its fields: a welfare line of
 * business. `eb_categories` are its benefit lines; `other_contract` the
 * free text of an 'Other' line.
 */
export const welfareLineSchema = z.object({
  contract_number: z.string().nullable(),
  eb_categories: z.array(lineRefSchema),
  other_contract: z.string().nullable(),
  carrier_name: z.string().nullable(),
  carrier_name_normalized: z.string().nullable(),
  sponsor_dfe_name: z.string().nullable(),
  persons_covered: z.number().int().nullable(),
  renewal_month: z.number().int().nullable(),
  premium: z.number().nullable(),
  commission: z.number().nullable(),
  fees: z.number().nullable(),
  brokers: z.array(brokerRefSchema),
});
export type WelfareLine = z.infer<typeof welfareLineSchema>;

/** .../reports/welfare-summary: the welfare plans of the latest welfare year. */
export const welfareSummaryReportSchema = z.object({
  ...reportBase,
  plans: z.number().int(),
  participants: z.number().int(),
  persons_covered: z.number().int(),
  // null when no plan says; true when any plan is self-funded.
  self_funded: z.boolean().nullable(),
  premium: z.number(),
  commissions: z.number(),
  fees: z.number(),
  carriers: z.number().int(),
  brokers: z.number().int(),
  renewal_months: z.array(z.number().int()),
  lines: z.array(lineRefSchema),
});
export type WelfareSummaryReport = z.infer<typeof welfareSummaryReportSchema>;

/** A retirement plan as SPEC §3 names it, with its latest figures. */
export const retirementPlanSchema = z.object({
  ack_id: z.string(),
  plan_number: z.string().nullable(),
  plan_name: z.string().nullable(),
  sponsor_name: z.string().nullable(),
  participants: z.number().int().nullable(),
  assets_boy: z.number().nullable(),
  assets_eoy: z.number().nullable(),
});
export type RetirementPlan = z.infer<typeof retirementPlanSchema>;

/**
 * .../reports/retirement-summary: the retirement plans of the latest
 * retirement year.
 */
export const retirementSummaryReportSchema = z.object({
  ...reportBase,
  participants: z.number().int(),
  assets_boy: z.number(),
  assets_eoy: z.number(),
  employer_contributions: z.number(),
  participant_contributions: z.number(),
  plans: z.array(retirementPlanSchema),
});
export type RetirementSummaryReport = z.infer<
  typeof retirementSummaryReportSchema
>;

export const planKindSchema = z.enum(['welfare', 'retirement', 'both']);
export type PlanKind = z.infer<typeof planKindSchema>;

/** A current plan with its insurance contracts. */
export const benefitPlanSchema = z.object({
  ack_id: z.string(),
  form: z.string().nullable(),
  plan_number: z.string().nullable(),
  plan_name: z.string().nullable(),
  kind: planKindSchema,
  plan_year_begin: z.string().nullable(),
  plan_year_end: z.string().nullable(),
  participants: z.number().int().nullable(),
  active_participants: z.number().int().nullable(),
  funding_arrangement: z.string().nullable(),
  benefit_arrangement: z.string().nullable(),
  self_funded: z.boolean().nullable(),
  admin_name: z.string().nullable(),
  contracts: z.array(welfareLineSchema),
});
export type BenefitPlan = z.infer<typeof benefitPlanSchema>;

/** .../reports/plans */
export const plansReportSchema = z.object({
  ...currentPlansBase,
  plans: z.array(benefitPlanSchema),
});
export type PlansReport = z.infer<typeof plansReportSchema>;

export const planYearFiguresSchema = z.object({
  year: z.number().int(),
  plans: z.number().int(),
  participants: z.number().int(),
  premium: z.number(),
  commissions: z.number(),
  fees: z.number(),
  assets_eoy: z.number(),
});
export type PlanYearFigures = z.infer<typeof planYearFiguresSchema>;

/**
 * .../reports/plan-history: every plan year of the company, oldest first,
 * in total and per plan (by plan number).
 */
export const planHistoryReportSchema = z.object({
  ...reportBase,
  // The newest year while a plan filed for the year before has no filing
  // for it yet (Form 5500s arrive up to 9½ months after a plan year ends,
  // later for non-calendar years): its totals are partial, so a trend
  // compares the years before it. null when every such plan has filed.
  incomplete: z
    .object({
      year: z.number().int(),
      // Plans filed for the year before and not (yet) for this one.
      plans_pending: z.number().int(),
    })
    .nullable(),
  years: z.array(planYearFiguresSchema),
  plans: z.array(
    z.object({
      plan_number: z.string().nullable(),
      plan_name: z.string().nullable(),
      kind: planKindSchema,
      years: z.array(planYearFiguresSchema),
    }),
  ),
});
export type PlanHistoryReport = z.infer<typeof planHistoryReportSchema>;

/** A Schedule C service provider as SPEC §3 names its fields. */
export const serviceProviderSchema = z.object({
  name: z.string(),
  ein: z.string().nullable(),
  sponsor_dfe_name: z.string().nullable(),
  plan_name: z.string().nullable(),
  plan_number: z.string().nullable(),
  relation: z.string().nullable(),
  services: z.array(z.object({ code: z.string(), label: z.string() })),
  direct_compensation: z.number().nullable(),
  indirect_compensation: z.number().nullable(),
});
export type ServiceProvider = z.infer<typeof serviceProviderSchema>;

/** .../reports/providers: Schedule C providers of the current plans. */
export const providersReportSchema = z.object({
  ...currentPlansBase,
  providers: z.array(serviceProviderSchema),
});
export type ProvidersReport = z.infer<typeof providersReportSchema>;

export const filingSchema = z.object({
  ack_id: z.string(),
  form: z.string().nullable(),
  plan_year: z.number().int().nullable(),
  plan_year_begin: z.string().nullable(),
  plan_year_end: z.string().nullable(),
  plan_number: z.string().nullable(),
  plan_name: z.string().nullable(),
  kind: planKindSchema,
  participants: z.number().int().nullable(),
  filing_status: z.string().nullable(),
  date_received: z.string().nullable(),
  // Schedules attached: 'A', 'C', 'H', 'I'.
  schedules: z.array(z.string()),
});
export type Filing = z.infer<typeof filingSchema>;

/** .../reports/filings: every filing of every year, newest first. */
export const filingsReportSchema = z.object({
  ...reportBase,
  filings: z.array(filingSchema),
});
export type FilingsReport = z.infer<typeof filingsReportSchema>;

export const topCarrierSchema = z.object({
  carrier_name: z.string(),
  carrier_name_normalized: z.string(),
  contracts: z.number().int(),
  persons_covered: z.number().int(),
  premium: z.number(),
  commissions: z.number(),
  lines: z.array(lineRefSchema),
});
export type TopCarrier = z.infer<typeof topCarrierSchema>;

/**
 * .../reports/carriers: top 10 carriers of the welfare plans' Schedule A,
 * latest welfare year, by premium.
 */
export const carriersReportSchema = z.object({
  ...reportBase,
  carriers: z.array(topCarrierSchema),
});
export type CarriersReport = z.infer<typeof carriersReportSchema>;

export const topBrokerSchema = brokerRefSchema.extend({
  contracts: z.number().int(),
  commission: z.number(),
  fees: z.number(),
  premium: z.number(),
  carriers: z.array(z.string()),
});
export type TopBroker = z.infer<typeof topBrokerSchema>;

/**
 * .../reports/brokers: top 10 brokers of the welfare plans' Schedule A,
 * latest welfare year, by commission
 * plus fees; contracts listing no broker count under 'Broker Not
 * Provided' (SPEC §5, BROKER_NOT_PROVIDED).
 */
export const brokersReportSchema = z.object({
  ...reportBase,
  brokers: z.array(topBrokerSchema),
});
export type BrokersReport = z.infer<typeof brokersReportSchema>;
