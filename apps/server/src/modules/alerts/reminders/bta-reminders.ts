import { addDays } from './calendar-dates';
import type { BenefitContractFact } from './reminders.repository';
import { nextAnniversary } from './next-anniversary';
import {
  byCompany,
  draftReminder,
  groupBy,
  listNames,
  type ReminderDraft,
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
 * Benefit plan renewal reminders from the Schedule A contracts of each
 * company's latest filings: the next yearly return of each policy year's
 * first day (policy_from, else the day after policy_to), one reminder per
 * company and due date. `contracts` are ordered by company, then record.
 */
export function btaReminders(
  contracts: readonly BenefitContractFact[],
  today: string,
): ReminderDraft[] {
  return byCompany(contracts).flatMap((ofCompany) => {
    const due = latestYear(ofCompany).flatMap((contract) => {
      const start = policyYearStart(contract);
      return start
        ? [{ contract, dueDate: nextAnniversary(start, today) }]
        : [];
    });
    return [...groupBy(due, (d) => d.dueDate)].flatMap(([dueDate, group]) => {
      const draft = draftReminder(
        {
          type: 'bta_renewal_reminder',
          dataset: 'sch_a',
          source: group[0]!.contract,
          dueDate,
          subject: subjectOf(group.map((d) => d.contract)),
        },
        today,
      );
      return draft ? [draft] : [];
    });
  });
}
