import { drawZipStyle, longStreet, oneLine, zipText } from './addresses';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import { sizeBoost, isInEverySource, STREAM, type Company } from './company';
import type { GeneratorContext } from './context';
import { addYears, civil, dayNumber, isoDate } from './dates';
import { clamp, Weighted } from './distributions';
import { FILE } from './files';
import { WC_POLICIES_HEADER } from './headers/custom';
import { hash32, permute, Rng } from './prng';
import { NAME_STYLES, rowAddress, sourceName } from './source-names';
import { isMonopolistic, wcCarriers, type WcCarrier } from './wc-carriers';
import { wcClass } from './wc-classes';

// wc_policies.csv: proof-of-coverage style history, one row per policy term:
// 12-month terms (January and July heaviest; one in five start on the 1st of
// a month, the others on any day, as policies written mid-month renew), a
// new carrier every 3-5 years, FEIN on about 40% of rows.

const W = columnIndex(WC_POLICIES_HEADER);

const EFFECTIVE_MONTHS = new Weighted<number>([
  [1, 25],
  [2, 3.6],
  [3, 3.6],
  [4, 8],
  [5, 3.6],
  [6, 3.6],
  [7, 20],
  [8, 3.6],
  [9, 3.6],
  [10, 8],
  [11, 3.6],
  [12, 3.6],
]);

function policyNumber(carrier: WcCarrier, key: number, term: number): string {
  const digits = String(hash32(key, carrier.name.length) % 10_000_000).padStart(
    7,
    '0',
  );
  return `${carrier.prefix}${digits}-${String(term % 100).padStart(2, '0')}`;
}

export function writeWc(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.wc);
  const hit = rng.chance(0.5 * (0.85 + 0.15 * sizeBoost(c.employees)));
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  const state = c.state.info;
  const month = EFFECTIVE_MONTHS.draw(rng);
  const day = rng.chance(0.2) ? 1 : rng.range(1, 28);
  const [year, asOfMonth] = civil(ctx.asOf);
  let current = dayNumber(month <= asOfMonth ? year : year - 1, month, day);
  if (current > ctx.asOf) current = addYears(current, -1);
  const terms = rng.range(3, 6);
  const selfInsured =
    c.employees >= 1000 && !isMonopolistic(state) && rng.chance(0.4);
  const peo =
    !selfInsured && c.employees < 100 && rng.chance(0.06)
      ? ctx.providers.local('peo', c.state, rng).name
      : '';
  const { code, rate } = wcClass(c.industry.naics);
  const wage = rng.lognormal(52_000, 0.25);
  let carrier = wcCarriers(state).draw(rng);
  let runLeft = rng.range(3, 5) - rng.int(3);
  const modBase = rng.normal() * 0.12 + 0.98;
  for (let t = terms - 1; t >= 0; t -= 1) {
    if (runLeft <= 0) {
      carrier = wcCarriers(state).draw(rng);
      runLeft = rng.range(3, 5);
    }
    runLeft -= 1;
    const effective = addYears(current, -t);
    const expiration = addYears(effective, 1);
    const growth = 1.04 ** (terms - 1 - t);
    const payroll = (c.employees * wage) / growth;
    const eligible = payroll * (rate / 100) >= 5_000;
    const mod = clamp(modBase + rng.normal() * 0.05, 0.7, 1.4);
    const premium = payroll * (rate / 100) * (eligible ? mod : 1);
    const row = blankRow(WC_POLICIES_HEADER);
    const id = `WC${String(permute(c.index * 8 + t, 26, ctx.seed ^ 0x3c)).padStart(8, '0')}`;
    const address = rowAddress(c, rng);
    row[W.POLICY_RECORD_ID] = id;
    row[W.EMPLOYER_NAME] = sourceName(c, rng, NAME_STYLES.wc);
    row[W.EMPLOYER_DBA] = c.dba && rng.chance(0.7) ? c.dba : '';
    row[W.FEIN] = rng.chance(0.4) ? c.ein : '';
    const street = oneLine(address);
    row[W.ADDRESS] = rng.chance(0.1) ? longStreet(street) : street;
    row[W.CITY] = address.zip.city;
    row[W.STATE] = address.zip.state;
    row[W.ZIP] = zipText(address, drawZipStyle(rng, 0.08, 0.04));
    row[W.CARRIER_NAME] = selfInsured ? '' : carrier.name;
    row[W.CARRIER_NAIC] = selfInsured ? '' : carrier.naic;
    row[W.POLICY_NUMBER] = selfInsured
      ? ''
      : policyNumber(carrier, c.index, terms - t);
    row[W.EFFECTIVE_DATE] = isoDate(effective);
    row[W.EXPIRATION_DATE] = isoDate(expiration);
    let status = t === 0 ? 'ACTIVE' : 'EXPIRED';
    if (rng.chance(0.03)) {
      const cancelled = effective + rng.range(30, 330);
      if (cancelled <= ctx.asOf) {
        row[W.CANCELLATION_DATE] = isoDate(cancelled);
        status = 'CANCELLED';
        if (rng.chance(0.35)) {
          row[W.REINSTATEMENT_DATE] = isoDate(cancelled + rng.range(5, 30));
          status = t === 0 ? 'REINSTATED' : 'EXPIRED';
        }
      }
    }
    row[W.COVERAGE_STATUS] = status;
    row[W.GOVERNING_CLASS_CODE] = code;
    row[W.EXPERIENCE_MOD] = eligible ? mod.toFixed(2) : '';
    row[W.ESTIMATED_PREMIUM] = selfInsured
      ? ''
      : String(Math.max(250, Math.round(premium)));
    row[W.PEO_NAME] = peo;
    row[W.SELF_INSURED] = selfInsured ? 'Y' : 'N';
    row[W.AS_OF_DATE] = ctx.asOfText;
    sink.add(FILE.wc, row);
    sink.truth('wc_policies', id, c.id);
    sink.zip(address.zip.zip);
  }
}
