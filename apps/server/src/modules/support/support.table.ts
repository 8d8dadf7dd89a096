import type { Generated, Insertable, Selectable } from 'kysely';

/** What became of a request's mail to the support address. */
export type SupportRequestStatus = 'pending' | 'sent' | 'failed';

/** support_requests: what a user sent through the contact form. */
export interface SupportRequestsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  // The user's e-mail when they wrote: support answers there.
  reply_to: string;
  subject: string;
  message: string;
  status: SupportRequestStatus;
  created_at: string;
  mailed_at: string | null;
}
export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequestRow = Insertable<SupportRequestsTable>;

export interface SupportTables {
  support_requests: SupportRequestsTable;
}
