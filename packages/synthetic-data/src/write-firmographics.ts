import { drawZipStyle, formatPhone, zipText } from './addresses';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import { STREAM, type Company } from './company';
import type { GeneratorContext } from './context';
import { FILE } from './files';
import { FIRMOGRAPHICS_HEADER } from './headers/custom';
import { mixedCase } from './name-variants';
import { nearbyPopulation, placeMaxEmployees } from './place-size';
import { permute, Rng } from './prng';
import { NAME_STYLES, rowAddress, sourceName } from './source-names';
import { mixedStreet } from './write-contacts';

// firmographics.csv: a business-directory record for most companies;
// revenue is employees times a revenue per employee drawn within the
// sector's range.

const F = columnIndex(FIRMOGRAPHICS_HEADER);
const BANDS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];

/**
 * Revenue per employee, log-normal around the middle of the sector's range:
 * about 95% fall inside it, none more than a quarter of its width (in log
 * terms) outside.
 */
function revenuePerEmployee([low, high]: readonly [number, number], rng: Rng) {
  const middle = Math.log(low * high) / 2;
  const half = Math.log(high / low) / 2;
  const z = Math.max(-1.5, Math.min(1.5, rng.normal() / 2));
  return Math.exp(middle + half * z);
}

function reportedEmployees(employees: number, rng: Rng): number {
  if (rng.chance(0.1)) {
    return BANDS.find((band) => band >= employees) ?? employees;
  }
  return Math.max(1, Math.round(employees * rng.uniform(0.85, 1.15)));
}

export function writeFirmographics(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.firmographics);
  if (!rng.chance(0.9)) return;
  const row = blankRow(FIRMOGRAPHICS_HEADER);
  const id = `F${String(permute(c.index, 24, ctx.seed ^ 0xf1)).padStart(8, '0')}`;
  // A directory lists a firm at a second site only where a firm of its size
  // can be (place-size.ts), else at its home.
  const site = rowAddress(c, rng, 0.06);
  const address =
    c.employees > placeMaxEmployees(nearbyPopulation(site.zip)) ? c.home : site;
  const employees = reportedEmployees(c.employees, rng);
  const revenue =
    employees * revenuePerEmployee(c.industry.sector.revenuePerEmployee, rng);
  const website = rng.next();
  row[F.RECORD_ID] = id;
  row[F.COMPANY_NAME] = sourceName(c, rng, NAME_STYLES.firmographic);
  row[F.DBA_NAME] = c.dba && rng.chance(0.8) ? mixedCase(c.dba) : '';
  row[F.ADDRESS] = mixedStreet(
    address.unit ? `${address.street} ${address.unit}` : address.street,
  );
  row[F.CITY] = address.zip.cityTitle;
  row[F.STATE] = address.zip.state;
  row[F.ZIP] = zipText(address, drawZipStyle(rng, 0.2, 0));
  row[F.FEIN] = rng.chance(0.3) ? c.ein : '';
  row[F.PHONE] = rng.chance(0.95) ? formatPhone(c.phone) : '';
  row[F.WEBSITE] =
    website < 0.7
      ? `www.${c.domain}`
      : website < 0.8
        ? `https://www.${c.domain}`
        : '';
  row[F.NAICS] = rng.chance(0.92)
    ? c.industry.naics
    : `${c.industry.naics.slice(0, 4)}00`;
  row[F.EMPLOYEES] = String(employees);
  row[F.ANNUAL_REVENUE] = String(
    Math.max(10_000, Math.round(revenue / 1000) * 1000),
  );
  row[F.YEAR_FOUNDED] = String(
    rng.chance(0.9) ? c.founded : c.founded + rng.range(-3, 3),
  );
  row[F.AS_OF_DATE] = ctx.asOfText;
  sink.add(FILE.firmographics, row);
  sink.truth('firmographics', id, c.id);
  sink.zip(address.zip.zip);
}
