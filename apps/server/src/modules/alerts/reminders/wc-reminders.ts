import type { WcPolicyFact } from './reminders.repository';
import { nextAnniversary } from './next-anniversary';
import { byCompany, draftReminder, type ReminderDraft } from './reminder-event';

// The policy that runs latest: by expiration, then start, then record id.
const later = (a: WcPolicyFact, b: WcPolicyFact): WcPolicyFact => {
  const order =
    a.expiration_date.localeCompare(b.expiration_date) ||
    (a.effective_date ?? '').localeCompare(b.effective_date ?? '') ||
    a.source_key.localeCompare(b.source_key);
  return order >= 0 ? a : b;
};

/**
 * Workers' comp renewal reminders: per company, the next yearly return of
 * its latest policy's expiration date (the X-date recurs every year).
 * `policies` are ordered by company and exclude cancelled ones.
 */
export function wcReminders(
  policies: readonly WcPolicyFact[],
  today: string,
): ReminderDraft[] {
  return byCompany(policies).flatMap((ofCompany) => {
    const latest = ofCompany.reduce(later);
    const carrier = latest.carrier_name ? ` with ${latest.carrier_name}` : '';
    const draft = draftReminder(
      {
        type: 'wc_renewal_reminder',
        dataset: 'wc_policies',
        source: latest,
        dueDate: nextAnniversary(latest.expiration_date, today),
        subject: `Workers' comp policy${carrier} renews`,
      },
      today,
    );
    return draft ? [draft] : [];
  });
}
