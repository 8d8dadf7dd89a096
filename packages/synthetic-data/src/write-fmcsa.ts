import {
  drawZipStyle,
  formatPhone,
  oneLine,
  otherLine,
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
// construction, wholesale, agriculture, waste, utilities and some retail and
// repair trades (reference: Motor carriers). Office trades are never
// carriers. Drivers are a share of the firm's employees that depends on the
// trade, power units about one per driver.

const F = columnIndex(FMCSA_CENSUS_HEADER);

/**
 * [NAICS prefix, share of firms that are carriers (null: the sector's),
 * drivers per employee]; the first match wins, a trade not listed runs no
 * trucks.
 */
const FLEETS: ReadonlyArray<readonly [string, number | null, number]> = [
  ['484', null, 0.65],
  ['485', null, 0.7],
  ['488410', null, 0.6],
  ['492', null, 0.55],
  ['48', 0.3, 0.1],
  ['49', 0.4, 0.15],
  ['562', 0.6, 0.45],
  ['561730', 0.12, 0.2],
  ['561710', 0.05, 0.25],
  ['4244', null, 0.25],
  ['4247', null, 0.3],
  ['4248', null, 0.3],
  ['42', null, 0.12],
  ['447', 0.1, 0.08],
  ['4441', 0.12, 0.1],
  ['4421', 0.1, 0.1],
  ['445110', 0.03, 0.05],
  ['5324', 0.15, 0.2],
  ['8113', 0.1, 0.2],
  ['339116', 0, 0],
  ['23', null, 0.12],
  ['11', null, 0.15],
  ['21', null, 0.2],
  ['22', null, 0.12],
  ['3', null, 0.05],
];

function fleetOf(c: Company): { rate: number; perEmployee: number } {
  const hit = FLEETS.find(([prefix]) => c.industry.naics.startsWith(prefix));
  if (!hit) return { rate: 0, perEmployee: 0 };
  return { rate: hit[1] ?? c.industry.sector.dot, perEmployee: hit[2] };
}

/** Drivers: the trade's share of the employees, at least one, at most all. */
function driversOf(c: Company, perEmployee: number, rng: Rng): number {
  const drawn = Math.round(c.employees * perEmployee * rng.lognormal(1, 0.45));
  return Math.max(1, Math.min(c.employees, drawn));
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
  const fleet = fleetOf(c);
  if (fleet.rate === 0) return;
  const hit = rng.chance(fleet.rate * (0.6 + 0.4 * sizeBoost(c.employees)));
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  const row = blankRow(FMCSA_CENSUS_HEADER);
  const dot = String(1_000_000 + permute(c.index, 23, ctx.seed ^ 0xd07));
  const address = rowAddress(c, rng);
  const forHire = c.industry.sector.key === 'transportation';
  const drivers = driversOf(c, fleet.perEmployee, rng);
  const units = Math.min(
    Math.floor(drivers * 1.5),
    Math.max(1, Math.round(drivers * rng.uniform(0.7, 1.25))),
  );
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
  row[F.FAX] = rng.chance(0.2)
    ? formatPhone(otherLine(rng, c.phone, c.state.info.abbr))
    : '';
  row[F.EMAIL_ADDRESS] = rng.chance(0.6)
    ? `${rng.pick(['dispatch', 'info', 'office', 'safety'])}@${c.domain}`.toUpperCase()
    : '';
  row[F.MCS150_DATE] = dateText(mcs150, style);
  row[F.MCS150_MILEAGE] = String(mileage);
  row[F.MCS150_MILEAGE_YEAR] = String(yearOf(mcs150) - 1);
  row[F.ADD_DATE] = dateText(added, style);
  row[F.OIC_STATE] = c.state.info.abbr;
  row[F.NBR_POWER_UNIT] = String(units);
  row[F.DRIVER_TOTAL] = String(drivers);
  row[F.RECENT_MILEAGE] = String(Math.round(mileage * rng.uniform(0.9, 1.1)));
  row[F.RECENT_MILEAGE_YEAR] = String(yearOf(mcs150) - 1);
  row[F.VMT_SOURCE_ID] = '1';
  operations(row, c, rng);
  sink.add(FILE.fmcsa, row);
  sink.truth('fmcsa_census', dot, c.id);
  sink.zip(address.zip.zip);
}
