import {
  drawZipStyle,
  formatPhone,
  oneLine,
  phoneNumber,
  zipText,
} from './addresses';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import { sizeBoost, isInEverySource, STREAM, type Company } from './company';
import type { GeneratorContext } from './context';
import { compactDate, isoDate, oracleDate, yearOf } from './dates';
import { FILE } from './files';
import { FMCSA_CENSUS_HEADER } from './headers/fmcsa';
import { permute, Rng } from './prng';
import { NAME_STYLES, rowAddress, sourceName } from './source-names';

// FMCSA SMS census: for-hire carriers in transportation, private fleets in
// construction, wholesale and retail. Power units follow the census (58% one
// tractor, 95% ten or fewer), larger firms larger fleets.

const F = columnIndex(FMCSA_CENSUS_HEADER);

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 via erf). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) *
      t +
      0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

export function powerUnits(c: Company, rng: Rng): number {
  const z = Math.log(c.employees / c.industry.sector.medianEmployees) / 1.8;
  const u = normalCdf(0.8 * z + 0.6 * rng.normal());
  if (u < 0.58) return 1;
  if (u < 0.95) return 2 + Math.floor(((u - 0.58) / 0.37) ** 1.6 * 9);
  if (u < 0.9993) return Math.round(11 * (489 / 11) ** ((u - 0.95) / 0.0493));
  return Math.round(500 * 10 ** ((u - 0.9993) / 0.0007));
}

function dateText(day: number, style: number): string {
  if (style === 0) return compactDate(day);
  if (style === 1) return `${isoDate(day)}T00:00:00`;
  return oracleDate(day);
}

function operations(row: string[], c: Company, rng: Rng): void {
  const naics = c.industry.naics;
  const forHire = c.industry.sector.key === 'transportation';
  if (naics.startsWith('485')) {
    row[F.AUTHORIZED_FOR_HIRE] = naics === '485991' ? '' : 'Y';
    row[F.PRIVATE_PASSENGER_BUSINESS] = naics === '485991' ? 'Y' : '';
    return;
  }
  if (forHire) {
    row[F.AUTHORIZED_FOR_HIRE] = rng.chance(0.92) ? 'Y' : '';
    row[F.EXEMPT_FOR_HIRE] = rng.chance(0.05) ? 'Y' : '';
    row[F.PRIVATE_PROPERTY] =
      rng.chance(0.1) || !row[F.AUTHORIZED_FOR_HIRE] ? 'Y' : '';
    row[F.US_MAIL] = naics === '492110' && rng.chance(0.1) ? 'Y' : '';
    return;
  }
  row[F.PRIVATE_PROPERTY] = 'Y';
  row[F.PRIVATE_ONLY] = 'Y';
}

export function writeFmcsa(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.fmcsa);
  const hit = rng.chance(
    c.industry.sector.dot * (0.6 + 0.4 * sizeBoost(c.employees)),
  );
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  const row = blankRow(FMCSA_CENSUS_HEADER);
  const dot = String(1_000_000 + permute(c.index, 23, ctx.seed ^ 0xd07));
  const address = rowAddress(c, rng);
  const forHire = c.industry.sector.key === 'transportation';
  // Private fleets are small next to the firm's size.
  const drawn = powerUnits(c, rng);
  const units = forHire ? drawn : Math.max(1, Math.round(drawn * 0.35));
  const style = rng.int(3);
  const mcs150 = rng.chance(0.85)
    ? ctx.asOf - rng.int(730)
    : ctx.asOf - 730 - rng.int(1800);
  const added = Math.min(
    mcs150,
    ctx.asOf - rng.int(Math.max(1, (2026 - Math.max(c.founded, 1975)) * 365)),
  );
  const mileage = Math.round(
    units * rng.lognormal(forHire ? 80_000 : 25_000, 0.4),
  );
  row[F.DOT_NUMBER] = dot;
  row[F.LEGAL_NAME] = sourceName(c, rng, NAME_STYLES.fmcsa);
  row[F.DBA_NAME] = c.dba && rng.chance(0.8) ? c.dba : '';
  row[F.CARRIER_OPERATION] = rng.chance(0.02)
    ? 'B'
    : rng.chance(forHire ? 0.77 : 0.45)
      ? 'A'
      : 'C';
  const tanker = c.industry.naics === '484230' || c.industry.naics === '424720';
  row[F.HM_FLAG] = rng.chance(tanker ? 0.4 : 0.03) ? 'Y' : 'N';
  row[F.PC_FLAG] = c.industry.naics.startsWith('485') ? 'Y' : 'N';
  row[F.PHY_STREET] = oneLine(address);
  row[F.PHY_CITY] = address.zip.city;
  row[F.PHY_STATE] = address.zip.state;
  row[F.PHY_ZIP] = zipText(address, drawZipStyle(rng, 0.3, 0.1));
  row[F.PHY_COUNTRY] = 'US';
  const poBox = rng.chance(0.12);
  row[F.MAILING_STREET] = poBox
    ? `PO BOX ${rng.range(1, 9999)}`
    : row[F.PHY_STREET]!;
  row[F.MAILING_CITY] = address.zip.city;
  row[F.MAILING_STATE] = address.zip.state;
  row[F.MAILING_ZIP] = address.zip.zip;
  row[F.MAILING_COUNTRY] = 'US';
  row[F.TELEPHONE] = rng.chance(0.7) ? formatPhone(c.phone) : c.phone;
  row[F.FAX] = rng.chance(0.2) ? formatPhone(phoneNumber(rng)) : '';
  row[F.EMAIL_ADDRESS] = rng.chance(0.6)
    ? `${rng.pick(['dispatch', 'info', 'office', 'safety'])}@${c.domain}`.toUpperCase()
    : '';
  row[F.MCS150_DATE] = dateText(mcs150, style);
  row[F.MCS150_MILEAGE] = String(mileage);
  row[F.MCS150_MILEAGE_YEAR] = String(yearOf(mcs150) - 1);
  row[F.ADD_DATE] = dateText(added, style);
  row[F.OIC_STATE] = c.state.info.abbr;
  row[F.NBR_POWER_UNIT] = String(units);
  row[F.DRIVER_TOTAL] = String(
    Math.max(1, Math.round(units * rng.uniform(1, 1.3))),
  );
  row[F.RECENT_MILEAGE] = String(Math.round(mileage * rng.uniform(0.9, 1.1)));
  row[F.RECENT_MILEAGE_YEAR] = String(yearOf(mcs150) - 1);
  row[F.VMT_SOURCE_ID] = '1';
  operations(row, c, rng);
  sink.add(FILE.fmcsa, row);
  sink.truth('fmcsa_census', dot, c.id);
  sink.zip(address.zip.zip);
}
