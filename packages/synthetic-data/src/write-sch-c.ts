import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import type { Company } from './company';
import type { GeneratorContext } from './context';
import { dolAddress } from './dol-address';
import type { Filing } from './filing';
import { FILE } from './files';
import {
  SCH_C_PART1_ITEM2_CODES_HEADER,
  SCH_C_PART1_ITEM2_HEADER,
} from './headers/sch-c';
import type { PlanDesign } from './plan-design';
import type { PlanFinance } from './plan-finance';
import { Rng } from './prng';
import type { Provider } from './providers';

// Schedule C Part I item 2: providers paid $5,000 or more, with their
// service and compensation codes (reference §1.4, §1.7).

const S = columnIndex(SCH_C_PART1_ITEM2_HEADER);
const K = columnIndex(SCH_C_PART1_ITEM2_CODES_HEADER);

interface Engagement {
  provider: Provider;
  codes: string[];
  direct: number;
  indirect: number;
}

function pensionProviders(
  ctx: GeneratorContext,
  c: Company,
  plan: PlanDesign,
  m: PlanFinance,
  stable: Rng,
  rng: Rng,
): Engagement[] {
  const list: Engagement[] = [
    {
      provider: ctx.providers.recordkeeper(stable),
      codes: ['15', '37', '60', '64'],
      direct: rng.chance(0.4) ? m.recordkeeping : 0,
      indirect: Math.round(m.assetsEoy * rng.uniform(0.0008, 0.003)),
    },
  ];
  if (stable.chance(0.6)) {
    list.push({
      provider: ctx.providers.local('tpa', c.state, stable),
      codes: ['13', '14', '50'],
      direct: Math.round(m.recordkeeping * rng.uniform(0.6, 1.4) + 2_500),
      indirect: 0,
    });
  }
  if (stable.chance(0.7)) {
    const indirect = stable.chance(0.4);
    list.push({
      provider: ctx.providers.local('advisor', c.state, stable),
      codes: indirect ? ['27', '26', '63'] : ['27', '16', '50'],
      direct: indirect
        ? 0
        : Math.round(m.assetsEoy * rng.uniform(0.002, 0.005)),
      indirect: indirect
        ? Math.round(m.assetsEoy * rng.uniform(0.0015, 0.0025))
        : 0,
    });
  }
  if (plan.financials === 'H') {
    list.push({
      provider: ctx.providers.local('cpa', c.state, stable),
      codes: ['10', '50'],
      direct: m.professional,
      indirect: 0,
    });
  }
  if (plan.pensionKind === 'db' || plan.pensionKind === 'cash-balance') {
    list.push({
      provider: ctx.providers.local('actuary', c.state, stable),
      codes: ['11', '50'],
      direct: Math.round(rng.uniform(6_000, 25_000)),
      indirect: 0,
    });
  }
  return list;
}

function welfareProviders(
  ctx: GeneratorContext,
  c: Company,
  plan: PlanDesign,
  m: PlanFinance | null,
  f: Filing,
  stable: Rng,
  rng: Rng,
): Engagement[] {
  const list: Engagement[] = [];
  if (plan.selfFunded) {
    list.push({
      provider: ctx.providers.local('welfare-tpa', c.state, stable),
      codes: ['12', '13', '49', '50'],
      direct: Math.round(f.boy * 12 * rng.uniform(25, 45)),
      indirect: 0,
    });
  }
  const broker = plan.brokers[f.yearIndex]!;
  const office = ctx.brokers.office(broker, c.home.zip);
  list.push({
    provider: {
      name: broker.spellings[0]!.slice(0, 35),
      ein: broker.ein,
      address: office,
    },
    codes: ['16', '22', '50'],
    direct: Math.round(rng.uniform(12_000, 90_000) * (f.boy >= 1000 ? 2 : 1)),
    indirect: rng.chance(0.3) ? Math.round(rng.uniform(2_000, 20_000)) : 0,
  });
  if (m && plan.financials === 'H') {
    list.push({
      provider: ctx.providers.local('cpa', c.state, stable),
      codes: ['10', '50'],
      direct: m.professional,
      indirect: 0,
    });
  }
  return list;
}

export function writeScheduleC(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  plan: PlanDesign,
  f: Filing,
  m: PlanFinance | null,
  rng: Rng,
): void {
  const stable = new Rng(ctx.seed, c.index, 0xc0, plan.slot);
  const engagements =
    plan.kind === 'pension' && m
      ? pensionProviders(ctx, c, plan, m, stable, rng)
      : welfareProviders(ctx, c, plan, m, f, stable, rng);
  let order = 0;
  for (const e of engagements) {
    if (e.direct + e.indirect < 5_000) continue;
    order += 1;
    const row = blankRow(SCH_C_PART1_ITEM2_HEADER);
    const address = dolAddress(e.provider.address, rng);
    row[S.ACK_ID] = f.ack;
    row[S.ROW_ORDER] = String(order);
    row[S.PROVIDER_OTHER_NAME] = e.provider.name;
    row[S.PROVIDER_OTHER_EIN] = e.provider.ein;
    row[S.PROVIDER_OTHER_US_ADDRESS1] = address.line1;
    row[S.PROVIDER_OTHER_US_ADDRESS2] = address.line2;
    row[S.PROVIDER_OTHER_US_CITY] = address.city.slice(0, 22);
    row[S.PROVIDER_OTHER_US_STATE] = address.state;
    row[S.PROVIDER_OTHER_US_ZIP] = address.zip;
    row[S.PROVIDER_OTHER_SRVC_CODES] = e.codes.join(' ');
    row[S.PROVIDER_OTHER_RELATION] = rng.chance(0.8) ? 'NONE' : '';
    row[S.PROVIDER_OTHER_DIRECT_COMP_AMT] = String(e.direct);
    row[S.PROV_OTHER_INDIRECT_COMP_IND] = e.indirect > 0 ? '1' : '2';
    row[S.PROV_OTHER_ELIG_IND_COMP_IND] =
      e.indirect > 0 ? (rng.chance(0.5) ? '1' : '2') : '';
    row[S.PROV_OTHER_TOT_IND_COMP_AMT] =
      e.indirect > 0 ? String(e.indirect) : '';
    row[S.PROVIDER_OTHER_AMT_FORMULA_IND] =
      e.indirect > 0 && rng.chance(0.3) ? '1' : '2';
    sink.add(FILE.schC(f.yearIndex), row);
    e.codes.forEach((code, i) => {
      const line = blankRow(SCH_C_PART1_ITEM2_CODES_HEADER);
      line[K.ACK_ID] = f.ack;
      line[K.ROW_ORDER] = String(order);
      line[K.CODE_ORDER] = String(i + 1);
      line[K.SERVICE_CODE] = code;
      sink.add(FILE.schCCodes(f.yearIndex), line);
    });
  }
}
