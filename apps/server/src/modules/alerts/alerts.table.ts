import type { Generated, Selectable } from 'kysely';

/** events: one alert of a user's subscriptions (SPEC §3 Alerts). */
export interface EventsTable {
  id: Generated<number>;
  user_id: number;
  application: 'PC' | 'EB';
  muns: string;
  entity_name: string;
  type: string;
  // YYYY-MM-DD
  occurred_date: string;
  checked: number;
  subscription_id: number | null;
  summary: string;
}
export type EventRow = Selectable<EventsTable>;
