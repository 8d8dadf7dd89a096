import { BENEFIT_LINES } from '@edge/contracts';
import type { Db } from '../../db/database';
import { selectIn } from '../../db/bulk-sql';
import { OWN_COLUMNS } from '../fact-writer';
import { groupBy, numberOf, textOf, type FactRow } from './event-draft';
import { listed } from './event-text';
import { filingsByKey, previousFilings } from './plan-history';

// Schedule A contracts of a filing, matched with those of the plan's
// previous filing by the lines of business they cover (docs/decisions/0024).

/** The columns of a contract the rules read. */
export const CONTRACT_COLUMNS = [
  'ack_id',
  'form_id',
  'carrier_name',
  'carrier_name_normalized',
  'lines',
  'premium',
  'commissions',
];
/** A contract row as the rules read it. */
export const CONTRACT_ROW = [...OWN_COLUMNS, ...CONTRACT_COLUMNS];

/** A contract's filing, the plan's previous filing and its contracts. */
export interface ContractHistory {
  filing: FactRow | undefined;
  previousFiling: FactRow | null;
  previousContracts: FactRow[];
}

/** The key of a contract of a row that names its ACK_ID and FORM_ID. */
export const contractKeyOf = (row: FactRow): string =>
  `${String(row.ack_id)}:${String(numberOf(row.form_id))}`;

// Each row's lines, read once: matching compares them again and again.
const LINES = new WeakMap<FactRow, number[]>();

/** A contract's lines of business: '|0|2|' is [0, 2]. */
export function linesOf(contract: FactRow): number[] {
  let lines = LINES.get(contract);
  if (!lines) {
    lines = (textOf(contract.lines) ?? '')
      .split('|')
      .filter((line) => line !== '')
      .map(Number);
    LINES.set(contract, lines);
  }
  return lines;
}

/** The carrier as a person reads it, and as it is compared. */
export const carrierOf = (contract: FactRow): string | null =>
  textOf(contract.carrier_name_normalized) ?? textOf(contract.carrier_name);

const LINE_LABELS = new Map(BENEFIT_LINES.map((line) => [line.id, line.label]));

/** 'Dental', 'Vision' for [2, 3]. */
export const lineLabels = (lines: readonly number[]): string[] =>
  lines.map((line) => LINE_LABELS.get(line) ?? `line ${line}`);

// 'Long-term Disability' reads 'long-term disability' in a sentence;
// 'Wellness/EAP' keeps its EAP.
const inSentence = (label: string) =>
  label.replace(/[A-Za-z]+/g, (word) =>
    word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase(),
  );

/** 'the Cigna dental and vision contract'; without its carrier on request. */
export function contractLabel(contract: FactRow, withCarrier = true): string {
  const carrier = withCarrier ? carrierOf(contract) : null;
  const lines = linesOf(contract);
  const what =
    lines.length > 0
      ? `${listed(lineLabels(lines).map(inSentence))} contract`
      : 'insurance contract';
  return `the ${carrier ? `${carrier} ` : ''}${what}`;
}

/** Whether two contracts name the same carrier (or either names none). */
export const sameCarrier = (a: FactRow, b: FactRow): boolean =>
  carrierOf(a) === null ||
  carrierOf(b) === null ||
  carrierOf(a)!.toUpperCase() === carrierOf(b)!.toUpperCase();

/**
 * The previous contract a contract continues: one covering a line of
 * business it covers (or, for a contract without lines, another without),
 * the same lines first, then the same carrier, then the most lines shared.
 */
export function matchContract(
  contract: FactRow,
  candidates: readonly FactRow[],
): FactRow | null {
  const lines = linesOf(contract);
  const shared = (other: FactRow) => {
    const theirs = linesOf(other);
    if (lines.length === 0) return theirs.length === 0 ? 1 : 0;
    return lines.filter((line) => theirs.includes(line)).length;
  };
  const score = (other: FactRow) => [
    textOf(other.lines) === textOf(contract.lines) ? 1 : 0,
    sameCarrier(other, contract) ? 1 : 0,
    shared(other),
  ];
  const ranked = candidates
    .filter((other) => shared(other) > 0)
    .map((other) => ({ other, score: score(other) }))
    .sort(
      (a, b) =>
        compareScores(b.score, a.score) ||
        String(a.other.source_key).localeCompare(String(b.other.source_key)),
    );
  return ranked[0]?.other ?? null;
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return 0;
}

/** Each contract's history, by the contract's key. */
export async function contractHistories(
  db: Db,
  contracts: readonly FactRow[],
): Promise<Map<string, ContractHistory>> {
  const filings = await filingsByKey(
    db,
    contracts.map((contract) => String(contract.ack_id)),
  );
  const previous = await previousFilings(db, [...filings.values()]);
  const previousAcks = [...previous.values()].flatMap((filing) =>
    filing ? String(filing.source_key) : [],
  );
  const previousContracts = groupBy(
    await selectIn<FactRow>(
      db,
      'insurance_contracts',
      'ack_id',
      previousAcks,
      CONTRACT_ROW,
    ),
    (contract) => String(contract.ack_id),
  );
  const histories = new Map<string, ContractHistory>();
  for (const contract of contracts) {
    const ack = String(contract.ack_id);
    const previousFiling = previous.get(ack) ?? null;
    histories.set(String(contract.source_key), {
      filing: filings.get(ack),
      previousFiling,
      previousContracts: previousFiling
        ? (previousContracts.get(String(previousFiling.source_key)) ?? [])
        : [],
    });
  }
  return histories;
}
