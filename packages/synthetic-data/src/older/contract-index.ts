import { YEARS } from '../files';
import { SCH_A_HEADER, SCH_A_PART1_HEADER } from '../headers/sch-a';
import type { OlderContext } from './older-context';
import type { FilingFate } from './plan-fates';
import { recordsOf } from './rewrite-file';
import {
  A,
  BROKER_COLUMNS,
  COMMISSION_COLUMNS,
  lineCodeOf,
  P,
  part1File,
  PREMIUM_COLUMNS,
  hasAmount,
  schAFile,
} from './schedule-layouts';

// The Schedule A contracts and brokers of the filings the older extract
// edits, and carriers and brokers seen anywhere, to name instead.

export interface Contract {
  formId: string;
  lineCode: string | null;
  hasPremium: boolean;
  hasCommission: boolean;
  carrierNaic: string;
  /** Its Part 1 rows: ROW_ORDER and broker code. */
  brokers: { rowOrder: string; code: string }[];
}

export interface Carrier {
  name: string;
  ein: string;
  naic: string;
}

/** A broker's name, address and code, in BROKER_COLUMNS order. */
export type BrokerFields = string[];

export interface ContractIndex {
  contracts: Map<string, Contract[]>;
  carriers: Carrier[];
  brokers: BrokerFields[];
}

const POOL_SIZE = 200;

const needsContracts = (fate: FilingFate) =>
  !fate.leftOut &&
  (fate.dropLine || fate.alter.some((k) => k !== 'participants'));

export async function contractIndex(
  ctx: OlderContext,
  fates: ReadonlyMap<string, FilingFate>,
): Promise<ContractIndex> {
  const contracts = new Map<string, Contract[]>();
  const carriers = new Map<string, Carrier>();
  const brokers = new Map<string, BrokerFields>();
  for (const yearIndex of YEARS.keys()) {
    for await (const row of recordsOf(ctx, schAFile(yearIndex), SCH_A_HEADER)) {
      const naic = row[A.INS_CARRIER_NAIC_CODE]!;
      if (naic && carriers.size < POOL_SIZE && !carriers.has(naic)) {
        const name = row[A.INS_CARRIER_NAME]!;
        carriers.set(naic, { name, ein: row[A.INS_CARRIER_EIN]!, naic });
      }
      const ack = row[A.ACK_ID]!;
      const fate = fates.get(ack);
      if (!fate || !needsContracts(fate)) continue;
      const list = contracts.get(ack) ?? [];
      list.push({
        formId: row[A.FORM_ID]!,
        lineCode: lineCodeOf(row),
        hasPremium: hasAmount(row, PREMIUM_COLUMNS),
        hasCommission: hasAmount(row, COMMISSION_COLUMNS),
        carrierNaic: naic,
        brokers: [],
      });
      contracts.set(ack, list);
    }
    const file = part1File(yearIndex);
    for await (const row of recordsOf(ctx, file, SCH_A_PART1_HEADER)) {
      const code = row[P.INS_BROKER_CODE]!;
      if (code && brokers.size < POOL_SIZE && !brokers.has(code)) {
        brokers.set(
          code,
          BROKER_COLUMNS.map((column) => row[column]!),
        );
      }
      const contract = contracts
        .get(row[P.ACK_ID]!)
        ?.find((c) => c.formId === row[P.FORM_ID]);
      contract?.brokers.push({ rowOrder: row[P.ROW_ORDER]!, code });
    }
  }
  return {
    contracts,
    carriers: [...carriers.values()],
    brokers: [...brokers.values()],
  };
}
