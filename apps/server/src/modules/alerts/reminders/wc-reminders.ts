import type { WcPolicyFact } from './reminders.repository';
import { nextAnniversary } from './next-anniversary';
import {
  byCompany,
  draftReminder,
  type ReminderDraft,
  type RenewalDue,
} from './reminder-event';

// The policy that runs latest: by expiration, then start, then record id.
const later = (a: WcPolicyFact, b: WcPolicyFact): WcPolicyFact => {
  const order =
    a.expiration_date.localeCompare(b.expiration_date) ||
    (a.effective_date ?? '').localeCompare(b.effective_date ?? '') ||
    a.source_key.localeCompare(b.source_key);
  return order >= 0 ? a : b;
};

/**
 * A company's workers' comp renewal: the next yearly return of its latest
 * policy's expiration date (the X-date recurs every year). `ofCompany` are
 * one company's policies, cancelled ones left out.
 */
export function wcDueDate(
  ofCompany: readonly WcPolicyFact[],
  today: string,
): RenewalDue {
  const latest = ofCompany.reduce(later);
  const carrier = latest.carrier_name ? ` with ${latest.carrier_name}` : '';
  return {
    dueDate: nextAnniversary(latest.expiration_date, today),
    source: latest,
    subject: `Workers' comp policy${carrier} renews`,
  };
}

/**
 * Workers' comp renewal reminders: per company, its renewal when it is in
 * a reminder window today. `policies` are ordered by company and exclude
 * cancelled ones.
 */
export function wcReminders(
  policies: readonly WcPolicyFact[],
  today: string,
): ReminderDraft[] {
  return byCompany(policies).flatMap((ofCompany) => {
    const draft = draftReminder(
      {
        type: 'wc_renewal_reminder',
        dataset: 'wc_policies',
        ...wcDueDate(ofCompany, today),
      },
      today,
    );
    return draft ? [draft] : [];
  });
}
