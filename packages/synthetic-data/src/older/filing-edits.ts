import type { Owner } from './change-log';
import type {
  BrokerFields,
  Carrier,
  Contract,
  ContractIndex,
} from './contract-index';
import { pickOf, unitOf } from './older-choice';
import type { FilingFate } from './plan-fates';
import { BROKER_COLUMNS } from './schedule-layouts';

// A filing's fate made concrete: which contract names another carrier,
// which broker row differs or is missing, which line is missing.

export interface ContractEdit {
  carrier?: Carrier;
  /** Premiums, commissions and fees differ by more than a tenth. */
  money?: boolean;
  /** The older filing lacks the contract: today it is a new line. */
  dropped?: boolean;
  /** A broker row the older filing lacks. */
  brokerDropped?: string;
  /** A broker row that named another broker. */
  brokerSwapped?: { rowOrder: string; broker: BrokerFields };
}

export interface FilingEdit {
  owner: Owner;
  leftOut?: 'new' | 'new_plan';
  unfinal: boolean;
  participants: boolean;
  contracts: Map<string, ContractEdit>;
  /** Welfare codes the older filing lacks with its dropped contract. */
  droppedCodes: string[];
}

const BROKER_CODE = BROKER_COLUMNS.length - 1;

function editOf(edit: FilingEdit, formId: string): ContractEdit {
  let found = edit.contracts.get(formId);
  if (!found) {
    found = {};
    edit.contracts.set(formId, found);
  }
  return found;
}

function olderCarrier(
  seed: number,
  key: string,
  contract: Contract,
  carriers: readonly Carrier[],
): Carrier | undefined {
  const others = carriers.filter((c) => c.naic !== contract.carrierNaic);
  return others.length > 0 ? pickOf(others, seed, 'carrier', key) : undefined;
}

function olderBrokers(
  seed: number,
  ack: string,
  contract: Contract,
  brokers: readonly BrokerFields[],
): ContractEdit {
  const rows = contract.brokers;
  if (rows.length > 1 && unitOf(seed, 'broker dropped', ack) < 0.5) {
    return { brokerDropped: rows.at(-1)!.rowOrder };
  }
  const others = brokers.filter((b) => b[BROKER_CODE] !== rows[0]!.code);
  if (others.length === 0) return {};
  const broker = pickOf(others, seed, 'broker', ack);
  return { brokerSwapped: { rowOrder: rows[0]!.rowOrder, broker } };
}

function alterContracts(
  seed: number,
  ack: string,
  fate: FilingFate,
  index: ContractIndex,
  edit: FilingEdit,
): void {
  const contracts = index.contracts.get(ack) ?? [];
  const first = contracts[0];
  if (fate.alter.includes('carrier') && first) {
    const key = `${ack}:${first.formId}`;
    const carrier = olderCarrier(seed, key, first, index.carriers);
    if (carrier) editOf(edit, first.formId).carrier = carrier;
  }
  if (fate.alter.includes('premium')) {
    for (const c of contracts) {
      if (c.hasPremium || c.hasCommission) editOf(edit, c.formId).money = true;
    }
  }
  const brokered = contracts.filter((c) => c.brokers.length > 0);
  if (fate.alter.includes('brokers') && brokered.length > 0) {
    const contract = pickOf(brokered, seed, 'brokers', ack);
    Object.assign(
      editOf(edit, contract.formId),
      olderBrokers(seed, ack, contract, index.brokers),
    );
  }
}

// One line of the plan (the same FORM_ID every year) is missing from all
// its filings; a filing keeps at least one contract.
function dropLine(
  seed: number,
  acks: readonly string[],
  index: ContractIndex,
  edits: ReadonlyMap<string, FilingEdit>,
): void {
  const candidates = (ack: string) => {
    const contracts = index.contracts.get(ack) ?? [];
    return contracts.length > 1 ? contracts.filter((c) => c.lineCode) : [];
  };
  const formIds = [...new Set(acks.flatMap(candidates).map((c) => c.formId))];
  if (formIds.length === 0) return;
  const formId = pickOf(formIds.sort(), seed, 'new line', acks[0]!);
  for (const ack of acks) {
    const contracts = index.contracts.get(ack) ?? [];
    const dropped = candidates(ack).find((c) => c.formId === formId);
    const edit = edits.get(ack);
    if (!dropped || !edit) continue;
    editOf(edit, formId).dropped = true;
    const kept = contracts.filter((c) => c !== dropped);
    if (!kept.some((c) => c.lineCode === dropped.lineCode)) {
      edit.droppedCodes.push(dropped.lineCode!);
    }
  }
}

/** Every filing the older extract lacks or holds otherwise, by ACK_ID. */
export function filingEdits(
  seed: number,
  fates: ReadonlyMap<string, FilingFate>,
  index: ContractIndex,
): Map<string, FilingEdit> {
  const edits = new Map<string, FilingEdit>();
  const droppingPlans = new Map<string, string[]>();
  for (const [ack, fate] of fates) {
    const edit: FilingEdit = {
      owner: { dataset: fate.dataset, key: ack },
      unfinal: fate.unfinal === true,
      participants: fate.alter.includes('participants'),
      contracts: new Map(),
      droppedCodes: [],
    };
    if (fate.leftOut) edit.leftOut = fate.leftOut;
    else alterContracts(seed, ack, fate, index, edit);
    edits.set(ack, edit);
    if (fate.dropLine) {
      const acks = droppingPlans.get(fate.plan.key) ?? [];
      droppingPlans.set(fate.plan.key, [...acks, ack]);
    }
  }
  for (const acks of droppingPlans.values()) {
    dropLine(seed, acks, index, edits);
  }
  return edits;
}
