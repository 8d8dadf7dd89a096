import {
  APPLICATION_EVENT_TYPES,
  eventTypeLabel,
  type AlertApplication,
  type EventType,
} from '@edge/contracts';

/**
 * Every event type of the application with its label, in its order: for
 * the commercial module the renewal reminders come first (SPEC §3).
 */
export function applicationEventTypes(
  application: AlertApplication,
): EventType[] {
  return APPLICATION_EVENT_TYPES[application].map((type) => ({
    type,
    label: eventTypeLabel(type),
  }));
}
