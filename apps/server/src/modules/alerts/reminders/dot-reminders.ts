import type { MotorCarrierFact } from './reminders.repository';
import { mcs150DueDate } from './mcs150-due-date';
import {
  byCompany,
  draftReminder,
  groupBy,
  listNames,
  type ReminderDraft,
  type RenewalDue,
} from './reminder-event';

/**
 * A company's MCS-150 updates: one per due date of its USDOT numbers (two
 * numbers due the same day make one). `ofCompany` are one company's
 * carriers, ordered by record.
 */
export function dotDueDates(
  ofCompany: readonly MotorCarrierFact[],
  today: string,
): RenewalDue[] {
  const due = ofCompany.flatMap((carrier) => {
    const dueDate = mcs150DueDate(carrier.dot_number, today);
    return dueDate ? [{ carrier, dueDate }] : [];
  });
  return [...groupBy(due, (d) => d.dueDate)].map(([dueDate, group]) => {
    const numbers = [...new Set(group.map((d) => d.carrier.dot_number))];
    const noun = numbers.length === 1 ? 'update' : 'updates';
    return {
      dueDate,
      source: group[0]!.carrier,
      subject: `MCS-150 ${noun} for USDOT ${listNames(numbers)} due`,
    };
  });
}

/**
 * DOT renewal reminders: per company, one per MCS-150 due date in a
 * reminder window today. `carriers` are ordered by company, then record.
 */
export function dotReminders(
  carriers: readonly MotorCarrierFact[],
  today: string,
): ReminderDraft[] {
  return byCompany(carriers).flatMap((ofCompany) =>
    dotDueDates(ofCompany, today).flatMap((due) => {
      const draft = draftReminder(
        { type: 'dot_renewal_reminder', dataset: 'fmcsa_census', ...due },
        today,
      );
      return draft ? [draft] : [];
    }),
  );
}
