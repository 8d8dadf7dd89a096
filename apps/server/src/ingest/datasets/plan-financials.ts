import {
  ein,
  num,
  planNumber,
  text,
  yearOf,
  type Row,
} from '../../data-model/values';
import type { Fact } from './types';

const AMOUNTS = [
  'assets_boy',
  'assets_eoy',
  'liabilities_boy',
  'liabilities_eoy',
  'net_assets_boy',
  'net_assets_eoy',
  'employer_contributions',
  'participant_contributions',
  'total_income',
  'benefits_paid',
  'admin_expenses',
  'total_expenses',
  'net_income',
] as const;

/** Where a schedule publishes the columns of plan_financials. */
export interface FinancialsLayout {
  schedule: 'H' | 'I' | 'SF';
  ein: string;
  planNumber: string;
  amounts: Record<(typeof AMOUNTS)[number], string>;
  opinion?: string;
  accountant?: string;
}

/**
 * The plan_financials fact of a Schedule H, Schedule I or 5500-SF row, keyed
 * `ACK_ID:H`, `ACK_ID:I` or `ACK_ID:SF` (reference §1.8: a report takes
 * H, I or SF, whichever the plan filed).
 */
export function financialsFact(
  row: Row,
  ackId: string,
  begin: string | null,
  asOfDate: string | null,
  layout: FinancialsLayout,
): Fact {
  const amounts = Object.fromEntries(
    AMOUNTS.map((column) => [column, num(row, layout.amounts[column])]),
  );
  return {
    table: 'plan_financials',
    sourceKey: `${ackId}:${layout.schedule}`,
    sourceYear: yearOf(begin),
    asOfDate,
    values: {
      ack_id: ackId,
      schedule: layout.schedule,
      ein: ein(row, layout.ein),
      plan_number: planNumber(row, layout.planNumber),
      ...amounts,
      accountant_opinion: layout.opinion ? text(row[layout.opinion]) : null,
      accountant_firm_name: layout.accountant
        ? text(row[layout.accountant])
        : null,
    },
  };
}
