import type { Db } from '../../../db/database';
import { nextTurn } from '../../../shared/next-turn';
import { btaReminders } from './bta-reminders';
import { dotReminders } from './dot-reminders';
import { reminderEventRow } from './reminder-event';
import {
  benefitContractFacts,
  companyBatchEnd,
  insertReminderEvents,
  motorCarrierFacts,
  wcPolicyFacts,
  type CompanyRange,
} from './reminders.repository';
import { wcReminders } from './wc-reminders';

export interface RaiseOptions {
  // Companies read per batch.
  batchSize?: number;
  // After each batch: about how many companies are done.
  onBatch?: (done: number) => Promise<void>;
  // The events' created_at.
  now?: Date;
}

const BATCH_SIZE = 2_000;

async function raiseForRange(
  db: Db,
  range: CompanyRange,
  today: string,
  createdAt: string,
): Promise<number> {
  const [policies, carriers, contracts] = await Promise.all([
    wcPolicyFacts(db, range),
    motorCarrierFacts(db, range),
    benefitContractFacts(db, range),
  ]);
  const drafts = [
    ...wcReminders(policies, today),
    ...dotReminders(carriers, today),
    ...btaReminders(contracts, today),
  ];
  return insertReminderEvents(
    db,
    drafts.map((draft) => reminderEventRow(draft, createdAt)),
  );
}

/**
 * Raises today's renewal reminders (workers' comp, DOT MCS-150, benefit
 * plan) as company events, a batch of companies at a time: one read per
 * fact table and batch, never one per company. An event already raised
 * (same company, type, due date and window) is skipped, so a second run
 * the same day, or any day in the same window, adds nothing. How many
 * events were new.
 */
export async function raiseRenewalReminders(
  db: Db,
  today: string,
  options: RaiseOptions = {},
): Promise<number> {
  const size = options.batchSize ?? BATCH_SIZE;
  const createdAt = (options.now ?? new Date()).toISOString();
  let after: string | null = null;
  let raised = 0;
  for (let done = size; ; done += size) {
    const through = await companyBatchEnd(db, after, size);
    raised += await raiseForRange(db, { after, through }, today, createdAt);
    await options.onBatch?.(done);
    if (through === undefined) return raised;
    after = through;
    // Requests waiting on this process get their turn between batches.
    await nextTurn();
  }
}
