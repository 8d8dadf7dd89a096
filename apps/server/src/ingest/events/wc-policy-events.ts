import type { Db } from '../../db/database';
import { selectIn } from '../../db/bulk-sql';
import { displayKey } from '../../data-model/normalize';
import {
  changeKey,
  groupBy,
  textOf,
  type DatasetEvents,
  type EventDraft,
  type FactRow,
} from './event-draft';
import { added, changed, day, known, money } from './event-text';

// Workers' comp policies (issue: alerts): a new policy, a cancellation,
// and a change of carrier, on a policy or from one policy of the company
// to its next.

const carrierOf = (row: FactRow): string | null => {
  const name = textOf(row.carrier_name);
  return name === null ? null : displayKey(name) || name;
};

const policyOf = (row: FactRow) =>
  `policy ${textOf(row.policy_number) ?? textOf(row.source_key)}`;

// Cancelled, and not reinstated since.
function isCancelled(row: FactRow | null): boolean {
  if (!row) return false;
  if (/^CANCEL/i.test(textOf(row.coverage_status) ?? '')) return true;
  const cancelled = textOf(row.cancellation_date);
  const reinstated = textOf(row.reinstatement_date);
  return (
    cancelled !== null && !(reinstated !== null && reinstated >= cancelled)
  );
}

const sameCarrier = (a: FactRow, b: FactRow) =>
  carrierOf(a) === null ||
  carrierOf(b) === null ||
  carrierOf(a)!.toUpperCase() === carrierOf(b)!.toUpperCase();

function policyAdded(row: FactRow): EventDraft {
  const carrier = carrierOf(row);
  return {
    muns: row.muns,
    type: 'wc_policy_new',
    occurredDate: row.effective_date,
    summary: `New workers' comp ${policyOf(row)}${carrier ? ` with ${carrier}` : ''}, effective ${day(row.effective_date)}`,
    changes: known([
      added('Carrier', carrier),
      added('Effective', day(row.effective_date)),
      added('Expires', day(row.expiration_date)),
      added('Estimated premium', money(row.estimated_premium)),
    ]),
    fact: row,
    eventKey: String(row.source_key),
  };
}

function policyCancelled(
  before: FactRow | null,
  row: FactRow,
  eventKey: string,
): EventDraft {
  const on = day(row.cancellation_date);
  return {
    muns: row.muns,
    type: 'wc_policy_cancelled',
    occurredDate: row.cancellation_date,
    summary: `Workers' comp ${policyOf(row)}${carrierOf(row) ? ` with ${carrierOf(row)}` : ''} cancelled${on ? ` on ${on}` : ''}`,
    changes: known([
      changed(
        'Coverage status',
        textOf(before?.coverage_status),
        textOf(row.coverage_status),
      ),
      changed('Cancelled', day(before?.cancellation_date), on),
    ]).filter((change) => change.before !== change.after),
    fact: row,
    eventKey,
  };
}

function carrierChanged(
  previous: FactRow,
  row: FactRow,
  eventKey: string,
): EventDraft {
  const from = carrierOf(previous);
  const to = carrierOf(row);
  const where =
    previous.source_key === row.source_key
      ? `on ${policyOf(row)}`
      : `with ${policyOf(row)}, effective ${day(row.effective_date)}`;
  return {
    muns: row.muns,
    type: 'wc_carrier_changed',
    occurredDate: row.effective_date,
    summary: `Workers' comp carrier changed from ${from} to ${to} ${where}`,
    changes: [changed('Carrier', from, to)],
    fact: row,
    eventKey,
  };
}

// Each new policy's previous policy of its company: the latest to take
// effect before it.
async function previousPolicies(
  db: Db,
  policies: readonly FactRow[],
): Promise<Map<FactRow, FactRow>> {
  const muns = policies.flatMap((row) => textOf(row.muns) ?? []);
  const rows = await selectIn<FactRow>(db, 'wc_policies', 'muns', muns, [
    'source_key',
    'muns',
    'carrier_name',
    'policy_number',
    'effective_date',
  ]);
  const byCompany = groupBy(rows, (row) => String(row.muns));
  const previous = new Map<FactRow, FactRow>();
  for (const policy of policies) {
    const effective = textOf(policy.effective_date) ?? '';
    let latest: FactRow | undefined;
    for (const other of byCompany.get(String(policy.muns)) ?? []) {
      const date = textOf(other.effective_date) ?? '';
      if (date >= effective) continue;
      if (!latest || date > (textOf(latest.effective_date) ?? '')) {
        latest = other;
      }
    }
    if (latest) previous.set(policy, latest);
  }
  return previous;
}

export const wcPolicyEvents: DatasetEvents = {
  table: 'wc_policies',
  columns: [
    'carrier_name',
    'policy_number',
    'effective_date',
    'expiration_date',
    'cancellation_date',
    'reinstatement_date',
    'coverage_status',
    'estimated_premium',
  ],
  indexes: ['wc_policies_muns_idx'],
  async derive(db, _file, changes) {
    const previous = await previousPolicies(
      db,
      changes.flatMap(({ before, after }) => (before ? [] : [after])),
    );
    return changes.flatMap(({ before, after }) => {
      const key = before ? changeKey(after) : String(after.source_key);
      const events: EventDraft[] = before ? [] : [policyAdded(after)];
      if (!isCancelled(before) && isCancelled(after)) {
        events.push(policyCancelled(before, after, key));
      }
      const earlier = before ?? previous.get(after);
      if (earlier && !sameCarrier(earlier, after)) {
        events.push(carrierChanged(earlier, after, key));
      }
      return events;
    });
  },
};
