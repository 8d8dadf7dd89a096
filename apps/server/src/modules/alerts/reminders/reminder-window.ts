import { RENEWAL_REMINDER_DAYS } from '@edge/contracts';
import { addDays, daysBetween } from './calendar-dates';

/** Days before a due date that one of its reminders is raised. */
export type ReminderWindow = (typeof RENEWAL_REMINDER_DAYS)[number];

const NARROWEST_FIRST = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b);

/**
 * The window a due date is in today: the narrowest one it fits (due within
 * 60 days: the 60-day one; within 90: 90; within 120: 120); null when it is
 * further away or already past.
 */
export function reminderWindow(
  today: string,
  dueDate: string,
): ReminderWindow | null {
  const days = daysBetween(today, dueDate);
  if (days < 0) return null;
  return NARROWEST_FIRST.find((window) => days <= window) ?? null;
}

/** The day a window opened: `window` days before the due date. */
export const windowOpened = (dueDate: string, window: ReminderWindow) =>
  addDays(dueDate, -window);
