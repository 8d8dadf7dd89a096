/**
 * Form 5500 Schedule C service and compensation codes (the DOL's code
 * list of the Schedule C instructions): what a provider does for a plan and
 * how it is paid.
 */
// prettier-ignore
export const SERVICE_CODES: Readonly<Record<string, string>> = {
  '10': 'Accounting (including auditing)',
  '11': 'Actuarial',
  '12': 'Claims processing',
  '13': 'Contract administrator',
  '14': 'Plan administrator',
  '15': 'Recordkeeping and information management',
  '16': 'Consulting (general)',
  '17': 'Consulting (pension)',
  '18': 'Custodial (other than securities)',
  '19': 'Custodial (securities)',
  '20': 'Trustee (individual)',
  '21': 'Trustee (bank, trust company or similar)',
  '22': 'Insurance agents and brokers',
  '23': 'Insurance services',
  '24': 'Trustee (discretionary)',
  '25': 'Trustee (directed)',
  '26': 'Investment advisory (participants)',
  '27': 'Investment advisory (plan)',
  '28': 'Investment management',
  '29': 'Legal',
  '30': 'Employee (plan)',
  '31': 'Named fiduciary',
  '32': 'Real estate brokerage',
  '33': 'Securities brokerage',
  '34': 'Valuation (appraisals, etc.)',
  '35': 'Employee (plan sponsor)',
  '36': 'Copying and duplicating',
  '37': 'Participant loan processing',
  '38': 'Participant communication',
  '40': 'Foreign entity',
  '49': 'Other services',
  '50': 'Direct payment from the plan',
  '51': 'Investment management fees paid directly by plan',
  '52': 'Investment management fees paid indirectly by plan',
  '53': 'Insurance brokerage commissions and fees',
  '54': 'Sales loads (front end and deferred)',
  '55': 'Other commissions',
  '56': 'Non-monetary compensation',
  '57': 'Redemption fees',
  '58': 'Surrender charges, contract charges or penalties',
  '59': 'Shareholder servicing fees',
  '60': 'Sub-transfer agency fees',
  '61': "Finders' fees and placement fees",
  '62': 'Float revenue',
  '63': 'Distribution (12b-1) fees',
  '64': 'Recordkeeping fees',
  '65': 'Account maintenance fees',
  '66': 'Insurance mortality and expense charge',
  '67': 'Wrap fees',
  '68': 'Soft dollars revenue',
  '70': 'Consulting fees',
  '71': 'Securities brokerage commissions and fees',
  '72': 'Other investment fees and expenses',
  '73': 'Other insurance fees and expenses',
  '99': 'Other fees',
};

/** The label of a Schedule C code; an unknown code is shown as it is. */
export function serviceCodeLabel(code: string): string {
  return SERVICE_CODES[code] ?? `Code ${code}`;
}
