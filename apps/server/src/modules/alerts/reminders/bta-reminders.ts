import { addDays } from './calendar-dates';
import type { BenefitContractFact } from './reminders.repository';
import { nextAnniversary } from './next-anniversary';
import {
  byCompany,
  draftReminder,
  groupBy,
  listNames,
  type ReminderDraft,
  type RenewalDue,
} from './reminder-event';

// The first day of a contract's policy year.
const policyYearStart = (c: BenefitContractFact): string | null =>
  c.policy_from ?? (c.policy_to ? addDays(c.policy_to, 1) : null);

// The contracts of the company's latest plan year: its latest filings.
function latestYear(
  contracts: readonly BenefitContractFact[],
): BenefitContractFact[] {
  const years = contracts.map((c) => c.source_year ?? -Infinity);
  const latest = Math.max(...years);
  return contracts.filter((c) => (c.source_year ?? -Infinity) === latest);
}

function subjectOf(group: readonly BenefitContractFact[]): string {
  const carriers = [
    ...new Set(group.flatMap((c) => (c.carrier_name ? [c.carrier_name] : []))),
  ];
  const noun = group.length === 1 ? 'contract' : 'contracts';
  const verb = group.length === 1 ? 'renews' : 'renew';
  const names = carriers.length > 0 ? ` with ${listNames(carriers)}` : '';
  return `Benefit plan ${noun}${names} ${verb}`;
}

/**
 * A company's benefit plan renewals from the Schedule A contracts of its
 * latest filings: the next yearly return (on or after `today`) of each
 * policy year's first day (policy_from, else the day after policy_to), one
 * per due date. `ofCompany` are one company's contracts, ordered by record.
 */
export function benefitDueDates(
  ofCompany: readonly BenefitContractFact[],
  today: string,
): RenewalDue[] {
  const due = latestYear(ofCompany).flatMap((contract) => {
    const start = policyYearStart(contract);
    return start ? [{ contract, dueDate: nextAnniversary(start, today) }] : [];
  });
  return [...groupBy(due, (d) => d.dueDate)].map(([dueDate, group]) => ({
    dueDate,
    source: group[0]!.contract,
    subject: subjectOf(group.map((d) => d.contract)),
  }));
}

/**
 * Benefit plan renewal reminders: one per company and due date in a
 * reminder window today. `contracts` are ordered by company, then record.
 */
export function btaReminders(
  contracts: readonly BenefitContractFact[],
  today: string,
): ReminderDraft[] {
  return byCompany(contracts).flatMap((ofCompany) =>
    benefitDueDates(ofCompany, today).flatMap((due) => {
      const draft = draftReminder(
        { type: 'bta_renewal_reminder', dataset: 'sch_a', ...due },
        today,
      );
      return draft ? [draft] : [];
    }),
  );
}
