import {
  changeKey,
  numberOf,
  textOf,
  type DatasetEvents,
  type EventDraft,
  type FactRow,
} from './event-draft';
import {
  added,
  changed,
  listed,
  money,
  movedMuch,
  movement,
} from './event-text';
import {
  CONTRACT_COLUMNS,
  carrierOf,
  contractHistories,
  contractLabel,
  lineLabels,
  linesOf,
  matchContract,
  sameCarrier,
  type ContractHistory,
} from './contract-history';
import { filingDate } from './plan-history';

// Schedule A contracts (issue: alerts): compared with the contract of the
// plan's previous filing that covers the same lines of business, or with
// themselves before an amendment: another carrier, premium or commissions
// moving more than BENEFIT_CHANGE_SHARE, a line the plan had no contract
// for.

interface Occasion {
  contract: FactRow;
  occurredDate: string | null;
  eventKey: string;
}

const draft = (
  { contract, occurredDate, eventKey }: Occasion,
  fields: Pick<EventDraft, 'type' | 'summary' | 'changes'>,
): EventDraft => ({
  muns: contract.muns,
  occurredDate,
  fact: contract,
  eventKey,
  ...fields,
});

function amountEvents(previous: FactRow, occasion: Occasion): EventDraft[] {
  const { contract } = occasion;
  const amounts = [
    ['premium', 'premium_changed', 'Premium'],
    ['commissions', 'commission_changed', 'Commissions'],
  ] as const;
  return amounts.flatMap(([column, type, label]) => {
    const from = previous[column] ?? null;
    const to = contract[column] ?? null;
    if (!movedMuch(from, to)) return [];
    return [
      draft(occasion, {
        type,
        summary: `${label} ${movement(from, to, money)} on ${contractLabel(contract)}`,
        changes: [changed(label, money(from), money(to))],
      }),
    ];
  });
}

function comparedEvents(previous: FactRow, occasion: Occasion): EventDraft[] {
  const { contract } = occasion;
  const events = amountEvents(previous, occasion);
  if (!sameCarrier(previous, contract)) {
    events.unshift(
      draft(occasion, {
        type: 'carrier_changed',
        summary: `Carrier ${carrierOf(contract)} replaced ${carrierOf(previous)} on ${contractLabel(contract, false)}`,
        changes: [changed('Carrier', carrierOf(previous), carrierOf(contract))],
      }),
    );
  }
  return events;
}

function newLineEvents(
  covered: ReadonlySet<number>,
  occasion: Occasion,
): EventDraft[] {
  const { contract } = occasion;
  const lines = linesOf(contract).filter((line) => !covered.has(line));
  if (lines.length === 0) return [];
  const carrier = carrierOf(contract);
  return [
    draft(occasion, {
      type: 'new_line_of_business',
      summary: `New line of business: ${listed(lineLabels(lines))}${carrier ? ` with ${carrier}` : ''}`,
      changes: [
        added('Lines of business', lineLabels(lines).join(', ')),
        ...(carrier ? [added('Carrier', carrier)] : []),
      ],
    }),
  ];
}

// A new contract, against the plan's previous filing. The lines it had are
// known when that filing's contracts were imported, or it had none.
function contractAdded(
  history: ContractHistory,
  occasion: Occasion,
): EventDraft[] {
  const { previousFiling, previousContracts } = history;
  if (!previousFiling) return [];
  const events: EventDraft[] = [];
  if (
    previousContracts.length > 0 ||
    numberOf(previousFiling.schedule_a_count) === 0
  ) {
    const covered = new Set(previousContracts.flatMap(linesOf));
    events.push(...newLineEvents(covered, occasion));
  }
  const match = matchContract(occasion.contract, previousContracts);
  if (match) events.push(...comparedEvents(match, occasion));
  return events;
}

export const contractEvents: DatasetEvents = {
  table: 'insurance_contracts',
  columns: CONTRACT_COLUMNS,
  indexes: ['filings_ein_plan_number_idx', 'insurance_contracts_ack_id_idx'],
  async derive(db, _file, changes) {
    const histories = await contractHistories(
      db,
      changes.map(({ after }) => after),
    );
    return changes.flatMap(({ before, after }) => {
      const history = histories.get(String(after.source_key))!;
      const occasion: Occasion = {
        contract: after,
        occurredDate: filingDate(history.filing) ?? textOf(after.as_of_date),
        eventKey: before ? changeKey(after) : String(after.source_key),
      };
      if (!before) return contractAdded(history, occasion);
      // Amended in place: lines it did not cover before are new.
      return [
        ...newLineEvents(new Set(linesOf(before)), occasion),
        ...comparedEvents(before, occasion),
      ];
    });
  },
};
