/** The two alert applications of SPEC §3: PC (Commercial Lines), EB. */
export type AlertApplication = 'PC' | 'EB';

/** SPEC §3: renewal reminders come first in the commercial module's types. */
export const RENEWAL_REMINDER_TYPES = [
  'bta_renewal_reminder',
  'dot_renewal_reminder',
  'wc_renewal_reminder',
] as const;

/** Every event type and how a person reads it. */
export const EVENT_TYPE_LABELS = {
  bta_renewal_reminder: 'Benefit Plan Renewal Reminder',
  dot_renewal_reminder: 'DOT Renewal Reminder',
  wc_renewal_reminder: "Workers' Comp Renewal Reminder",
  osha_inspection: 'New OSHA Inspection',
  osha_violation: 'OSHA Violation or Penalty',
  whd_case: 'New Wage and Hour Case',
  motor_carrier_new: 'New Motor Carrier',
  motor_carrier_changed: 'Motor Carrier Census Change',
  property_new: 'New Property Record',
  wc_policy_new: "New Workers' Comp Policy",
  wc_policy_cancelled: "Workers' Comp Policy Cancelled",
  wc_carrier_changed: "Workers' Comp Carrier Changed",
  new_filing: 'New Form 5500 Filing',
  plan_terminated: 'Plan Terminated',
  new_plan: 'New Plan',
  new_line_of_business: 'New Line of Business',
  carrier_changed: 'Carrier Changed',
  broker_added: 'Broker Added',
  broker_dropped: 'Broker Dropped',
  premium_changed: 'Premium Change',
  commission_changed: 'Commission Change',
  participants_changed: 'Participants Change',
  saved_search_match: 'New Saved Search Match',
} as const;
export type EventTypeName = keyof typeof EVENT_TYPE_LABELS;

/**
 * The event types of each application, in the order lists show them. The
 * commercial list starts with the three renewal reminders (SPEC §3); the
 * benefit plan reminder belongs to both.
 */
export const APPLICATION_EVENT_TYPES: Record<
  AlertApplication,
  readonly EventTypeName[]
> = {
  PC: [
    ...RENEWAL_REMINDER_TYPES,
    'osha_inspection',
    'osha_violation',
    'whd_case',
    'motor_carrier_new',
    'motor_carrier_changed',
    'property_new',
    'wc_policy_new',
    'wc_policy_cancelled',
    'wc_carrier_changed',
    'saved_search_match',
  ],
  EB: [
    'bta_renewal_reminder',
    'new_filing',
    'plan_terminated',
    'new_plan',
    'new_line_of_business',
    'carrier_changed',
    'broker_added',
    'broker_dropped',
    'premium_changed',
    'commission_changed',
    'participants_changed',
    'saved_search_match',
  ],
};

/** Days before a renewal that its reminders are raised (issue: alerts). */
export const RENEWAL_REMINDER_DAYS = [120, 90, 60] as const;

/** A premium, commission or participant count moving more than this. */
export const BENEFIT_CHANGE_SHARE = 0.1;

/** The label of an event type; an unknown one reads as its words. */
export function eventTypeLabel(type: string): string {
  return (
    (EVENT_TYPE_LABELS as Record<string, string>)[type] ??
    type
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** Whether `type` is one of `application`'s event types. */
export const isApplicationEventType = (
  application: AlertApplication,
  type: string,
): boolean =>
  (APPLICATION_EVENT_TYPES[application] as readonly string[]).includes(type);
