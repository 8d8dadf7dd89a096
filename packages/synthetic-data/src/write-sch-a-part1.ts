import type { Broker } from './brokers';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import type { Company } from './company';
import type { GeneratorContext } from './context';
import { brokerCount, split, type ContractYear } from './contract-amounts';
import { dolAddress } from './dol-address';
import type { Filing } from './filing';
import { FILE } from './files';
import { SCH_A_PART1_HEADER } from './headers/sch-a';
import type { PlanDesign } from './plan-design';
import { Rng } from './prng';
import type { LineDesign } from './welfare-lines';

// Schedule A Part 1: the brokers paid on a contract (0-3), with their share
// of its commissions and fees. Joins to Schedule A on ACK_ID + FORM_ID.

const P = columnIndex(SCH_A_PART1_HEADER);

const FEE_TEXT = [
  'BONUS',
  'OVERRIDE',
  'SERVICE FEE',
  'MARKETING ALLOWANCE',
  'PERSISTENCY BONUS',
];

export function brokersOf(
  ctx: GeneratorContext,
  c: Company,
  plan: PlanDesign,
  line: LineDesign,
  yearIndex: number,
): Broker[] {
  // Co-brokers and their number are fixed per contract; the broker of
  // record may change between years.
  const stable = new Rng(ctx.seed, c.index, 0x5a, line.key);
  const count = brokerCount(line.line, stable);
  const list: Broker[] = [];
  for (let i = 0; i < count; i += 1) {
    list.push(i === 0 ? plan.brokers[yearIndex]! : ctx.brokers.pick(c, stable));
  }
  return list;
}

export function writePart1(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  f: Filing,
  formId: number,
  brokers: Broker[],
  cy: ContractYear,
  rng: Rng,
): void {
  const commissions = split(cy.commission, brokers.length, rng);
  const fees = split(cy.fees, brokers.length, rng);
  brokers.forEach((broker, i) => {
    const row = blankRow(SCH_A_PART1_HEADER);
    const office = dolAddress(ctx.brokers.office(broker, c.home.zip), rng);
    row[P.ACK_ID] = f.ack;
    row[P.FORM_ID] = String(formId);
    row[P.ROW_ORDER] = String(i + 1);
    row[P.INS_BROKER_NAME] = ctx.brokers.nameFor(
      broker,
      c.state.info.name,
      rng,
    );
    row[P.INS_BROKER_US_ADDRESS1] = office.line1.slice(0, 35);
    row[P.INS_BROKER_US_ADDRESS2] = office.line2;
    row[P.INS_BROKER_US_CITY] = office.city.slice(0, 22);
    row[P.INS_BROKER_US_STATE] = office.state;
    row[P.INS_BROKER_US_ZIP] = office.zip;
    row[P.INS_BROKER_COMM_PD_AMT] = String(commissions[i]);
    row[P.INS_BROKER_FEES_PD_AMT] = String(fees[i]);
    if (fees[i]! > 0) row[P.INS_BROKER_FEES_PD_TEXT] = rng.pick(FEE_TEXT);
    row[P.INS_BROKER_CODE] = broker.code;
    sink.add(FILE.schAPart1(f.yearIndex), row);
  });
}
