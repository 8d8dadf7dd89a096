import { RENEWAL_REMINDER_TYPES, type EventType } from '@edge/contracts';

const LABELS: Record<string, string> = {
  bta_renewal_reminder: 'BTA Renewal Reminder',
  dot_renewal_reminder: 'DOT Renewal Reminder',
  wc_renewal_reminder: 'WC Renewal Reminder',
  osha_inspection: 'OSHA Inspection',
  whd_case: 'Wage and Hour Case',
  new_filing: 'New Filing',
};

/** The label of an event type; unknown types read as their words. */
export function eventTypeLabel(type: string): string {
  return (
    LABELS[type] ??
    type
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/**
 * Event types with labels. SPEC §3: for the commercial module the renewal
 * reminders are moved to the front, in their fixed order.
 */
export function orderEventTypes(
  types: readonly string[],
  application: 'PC' | 'EB',
): EventType[] {
  const reminders: readonly string[] = RENEWAL_REMINDER_TYPES;
  const ordered =
    application === 'PC'
      ? [
          ...reminders.filter((t) => types.includes(t)),
          ...types.filter((t) => !reminders.includes(t)),
        ]
      : [...types];
  return ordered.map((type) => ({ type, label: eventTypeLabel(type) }));
}
