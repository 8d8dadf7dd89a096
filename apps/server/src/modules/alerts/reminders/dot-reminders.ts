import type { MotorCarrierFact } from './reminders.repository';
import { mcs150DueDate } from './mcs150-due-date';
import {
  byCompany,
  draftReminder,
  groupBy,
  listNames,
  type ReminderDraft,
} from './reminder-event';

/**
 * DOT renewal reminders: per company, one per MCS-150 due date of its USDOT
 * numbers (two numbers due the same day make one reminder). `carriers` are
 * ordered by company, then record.
 */
export function dotReminders(
  carriers: readonly MotorCarrierFact[],
  today: string,
): ReminderDraft[] {
  return byCompany(carriers).flatMap((ofCompany) => {
    const due = ofCompany.flatMap((carrier) => {
      const dueDate = mcs150DueDate(carrier.dot_number, today);
      return dueDate ? [{ carrier, dueDate }] : [];
    });
    return [...groupBy(due, (d) => d.dueDate)].flatMap(([dueDate, group]) => {
      const numbers = [...new Set(group.map((d) => d.carrier.dot_number))];
      const noun = numbers.length === 1 ? 'update' : 'updates';
      const draft = draftReminder(
        {
          type: 'dot_renewal_reminder',
          dataset: 'fmcsa_census',
          source: group[0]!.carrier,
          dueDate,
          subject: `MCS-150 ${noun} for USDOT ${listNames(numbers)} due`,
        },
        today,
      );
      return draft ? [draft] : [];
    });
  });
}
