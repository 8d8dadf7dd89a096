import type { Db } from '../../db/database';
import { selectIn } from '../../db/bulk-sql';
import {
  groupBy,
  numberOf,
  textOf,
  type DatasetEvents,
  type EventDraft,
  type EventFile,
  type FactRow,
} from './event-draft';
import { changed, listed } from './event-text';
import { OWN_COLUMNS } from '../fact-writer';
import {
  CONTRACT_ROW,
  contractHistories,
  contractKeyOf,
  contractLabel,
  matchContract,
  type ContractHistory,
} from './contract-history';
import { rowsBefore } from './file-changes';
import { filingDate } from './plan-history';

// Brokers of Schedule A contracts (Part 1; issue: alerts). A contract's
// brokers can come in several batches, so the set is compared once the
// file is in: with the contract's brokers before the file, or, for a
// contract new to broker data, those of the contract it continues from the
// plan's previous filing. An added broker names who it replaced; a dropped
// one who replaced it.

// The columns of a broker row the rules read.
const BROKER_COLUMNS = [
  'ack_id',
  'form_id',
  'broker_name',
  'broker_name_normalized',
];
const BROKER_ROW = [...OWN_COLUMNS, ...BROKER_COLUMNS];

const brokerKeyOf = (row: FactRow) =>
  (
    textOf(row.broker_name_normalized) ??
    textOf(row.broker_name) ??
    ''
  ).toUpperCase();
const brokerName = (row: FactRow) =>
  textOf(row.broker_name_normalized) ?? textOf(row.broker_name) ?? '';

// The brokers of each contract among `contracts`, by contract key.
async function brokersOf(
  db: Db,
  contracts: readonly FactRow[],
): Promise<Map<string, FactRow[]>> {
  const rows = await selectIn<FactRow>(
    db,
    'contract_brokers',
    'ack_id',
    contracts.map((contract) => String(contract.ack_id)),
    BROKER_ROW,
  );
  return groupBy(rows, contractKeyOf);
}

// The contract's brokers before the file: rows it did not write as they
// are, rows it replaced as they were; rows it added were not there.
function brokersBefore(
  file: EventFile,
  now: readonly FactRow[],
  replaced: ReadonlyMap<string, FactRow>,
): FactRow[] {
  const before: FactRow[] = [];
  for (const row of now) {
    if (numberOf(row.import_file_id) !== file.id) before.push(row);
    else {
      const old = replaced.get(String(row.source_key));
      if (old) before.push(old);
    }
  }
  return before;
}

function brokerEventsOf(
  contract: FactRow,
  before: readonly FactRow[],
  now: readonly FactRow[],
  occurredDate: string | null,
): EventDraft[] {
  const was = new Map(before.map((row) => [brokerKeyOf(row), row]));
  const is = new Map(now.map((row) => [brokerKeyOf(row), row]));
  const gained = [...is].filter(([key]) => !was.has(key));
  const lost = [...was].filter(([key]) => !is.has(key));
  const gainedNames = gained.map(([, row]) => brokerName(row));
  const lostNames = lost.map(([, row]) => brokerName(row));
  const label = contractLabel(contract);
  const event = (row: FactRow, key: string) => ({
    muns: contract.muns,
    occurredDate,
    fact: { ...row, source_year: contract.source_year ?? null },
    eventKey: `${String(contract.source_key)}:${key}`,
  });
  // A dropped broker's event is about the contract's rows of this year.
  const current = gained[0]?.[1] ?? now[0]!;
  return [
    ...gained.map(([key, row]): EventDraft => ({
      ...event(row, key),
      type: 'broker_added',
      summary:
        lostNames.length > 0
          ? `Broker ${brokerName(row)} replaced ${listed(lostNames)} on ${label}`
          : `Broker ${brokerName(row)} added on ${label}`,
      changes: [
        changed('Broker', lostNames.join(', ') || null, brokerName(row)),
      ],
    })),
    ...lost.map(([key, row]): EventDraft => ({
      ...event(current, key),
      type: 'broker_dropped',
      summary: `Broker ${brokerName(row)} dropped from ${label}${gainedNames.length > 0 ? `, replaced by ${listed(gainedNames)}` : ''}`,
      changes: [
        changed('Broker', brokerName(row), gainedNames.join(', ') || null),
      ],
    })),
  ];
}

// Each contract's brokers now, and those to compare them with: its
// brokers before the file, or, when it had none, those of the contract it
// continues (null: nothing to compare with).
async function brokerSets(
  db: Db,
  file: EventFile,
  contracts: readonly FactRow[],
  histories: ReadonlyMap<string, ContractHistory>,
): Promise<Map<FactRow, { now: FactRow[]; before: FactRow[] | null }>> {
  const brokers = await brokersOf(db, contracts);
  const replaced = await rowsBefore(
    db,
    file.id,
    'contract_brokers',
    [...brokers.values()]
      .flat()
      .filter((row) => numberOf(row.import_file_id) === file.id)
      .map((row) => String(row.source_key)),
  );
  const sets = new Map<FactRow, { now: FactRow[]; before: FactRow[] }>();
  const matches = new Map<FactRow, FactRow>();
  for (const contract of contracts) {
    const now = brokers.get(String(contract.source_key)) ?? [];
    const before = brokersBefore(file, now, replaced);
    sets.set(contract, { now, before });
    const history = histories.get(String(contract.source_key))!;
    const match =
      before.length === 0
        ? matchContract(contract, history.previousContracts)
        : null;
    if (match) matches.set(contract, match);
  }
  const previous = await brokersOf(db, [...matches.values()]);
  return new Map(
    [...sets].map(([contract, { now, before }]) => {
      const match = matches.get(contract);
      if (before.length > 0 || !match) {
        return [contract, { now, before: before.length > 0 ? before : null }];
      }
      return [
        contract,
        { now, before: previous.get(String(match.source_key)) ?? [] },
      ];
    }),
  );
}

export const brokerEvents: DatasetEvents = {
  table: 'contract_brokers',
  columns: BROKER_COLUMNS,
  indexes: [
    'filings_ein_plan_number_idx',
    'insurance_contracts_ack_id_idx',
    'contract_brokers_ack_id_form_id_idx',
  ],
  async derive(db, file, changes) {
    const contracts = await selectIn<FactRow>(
      db,
      'insurance_contracts',
      'source_key',
      changes.map(({ after }) => contractKeyOf(after)),
      CONTRACT_ROW,
    );
    const histories = await contractHistories(db, contracts);
    const sets = await brokerSets(db, file, contracts, histories);
    return contracts.flatMap((contract) => {
      const { now, before } = sets.get(contract)!;
      // A contract new to the data with nothing to continue: no change.
      if (now.length === 0 || before === null) return [];
      const history = histories.get(String(contract.source_key))!;
      const occurred = filingDate(history.filing) ?? textOf(now[0]!.as_of_date);
      return brokerEventsOf(contract, before, now, occurred);
    });
  },
};
