// SPEC §9: tooltip texts of the dashboard.
export const HINTS = {
  propertyRisk:
    'Property and risk profile: the buildings the company occupies, from county assessor records, with the natural-hazard and crime scores of its location. Use it to size property limits and spot exposures before the call.',
  hazards:
    "Scores from 0 (lowest) to 100 (highest) for the company's county in FEMA's National Risk Index; a group takes the highest of its hazards. Crime is an index where 100 is the national average.",
  motorCarrier:
    'Motor carrier: USDOT registrations (FMCSA) matched to this company, with the fleet and drivers last reported on form MCS-150. A fleet means commercial auto exposure; the MCS-150 date hints at the next update.',
  selfFunded:
    'Self-funded: at least one welfare plan pays claims from the employer’s own assets or a trust rather than through insurance, usually with stop-loss cover. Such employers often buy stop-loss and administration services.',
  linesOfBusiness:
    'Lines of business includes every benefit line named on a Schedule A insurance contract of the plan year; a contract covering several lines counts under each. It excludes retirement plans, which carry no insurance lines, and coverage the employer pays without an insurance contract.',
  workersComp:
    "Workers' comp policy terms reported to the state, latest first. The current term's expiration date is the renewal (X-date); the experience mod compares the company's claims with its industry (1.00 is average).",
} as const;
