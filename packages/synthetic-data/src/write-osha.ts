import type { Address } from './addresses';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import {
  elsewhereInState,
  sizeBoost,
  isInEverySource,
  STREAM,
  type Company,
} from './company';
import type { GeneratorContext } from './context';
import { isoDate } from './dates';
import { FILE } from './files';
import { OSHA_INSPECTION_HEADER } from './headers/osha';
import {
  INSPECTION_TYPES,
  NO_INSPECTION_REASONS,
  SCOPES,
  UNION_STATUS,
} from './osha-codes';
import { hash32, permute, Rng } from './prng';
import { NAME_STYLES, rowAddress, sourceName } from './source-names';
import { OSHA_STATE_PLANS } from './states';
import { writeViolations, type InspectionFacts } from './write-osha-violations';

// osha_inspection: companies in construction and manufacturing are
// inspected most; jobsite inspections name the site after the firm.

const O = columnIndex(OSHA_INSPECTION_HEADER);

const SITES: Record<string, (rng: Rng) => string> = {
  retail: (rng) => `STORE ${rng.range(2, 250)}`,
  food: (rng) => `STORE ${rng.range(2, 120)}`,
  manufacturing: (rng) => `PLANT ${rng.range(2, 6)}`,
  wholesale: (rng) => `WAREHOUSE ${rng.range(2, 9)}`,
  transportation: (rng) => `TERMINAL ${rng.range(2, 9)}`,
};

function siteName(c: Company, rng: Rng, construction: boolean): string {
  const name = sourceName(c, rng, NAME_STYLES.osha);
  const roll = rng.next();
  if (construction && roll < 0.3) {
    return rng.chance(0.6)
      ? `${name} - JOBSITE ${rng.range(1, 40)}`
      : `${name} - ${rng.pick(['PROJECT', 'SITE'])} ${rng.range(100, 9999)}`;
  }
  const site = SITES[c.industry.sector.key];
  if (site && roll < 0.1) return `${name} - ${site(rng)}`;
  return name;
}

function setAddress(row: string[], site: Address, mail: Address | null): void {
  row[O.site_address] = site.street;
  row[O.site_city] = site.zip.city;
  row[O.site_state] = site.zip.state;
  row[O.site_zip] = site.zip.zip;
  if (mail) {
    row[O.mail_street] = mail.street;
    row[O.mail_city] = mail.zip.city;
    row[O.mail_state] = mail.zip.state;
    row[O.mail_zip] = mail.zip.zip;
  }
}

function inspection(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  k: number,
  rng: Rng,
): void {
  const construction = c.industry.sector.key === 'construction';
  const manufacturing = c.industry.sector.key === 'manufacturing';
  const row = blankRow(OSHA_INSPECTION_HEADER);
  const activity = String(
    100_000_000 + permute(c.index * 8 + k, 29, ctx.seed ^ 0x05a),
  );
  const jobsite = construction && rng.chance(0.6);
  const site = jobsite ? elsewhereInState(c, rng) : rowAddress(c, rng);
  const mail = jobsite || rng.chance(0.35) ? c.home : null;
  const safety = rng.chance(0.78);
  const scope = SCOPES.draw(rng);
  const open = ctx.asOf - rng.int(3650);
  const stateFips = c.state.info.fips;
  row[O.activity_nr] = activity;
  row[O.reporting_id] =
    `${stateFips}${String(hash32(stateFips.charCodeAt(1), site.zip.hash % 5) % 100000).padStart(5, '0')}`;
  row[O.state_flag] = rng.chance(0.6)
    ? ''
    : OSHA_STATE_PLANS.has(c.state.info.abbr)
      ? 'S'
      : 'F';
  row[O.estab_name] = siteName(c, rng, construction);
  setAddress(row, site, mail);
  row[O.owner_type] = 'A';
  row[O.adv_notice] = rng.chance(0.05) ? 'Y' : 'N';
  row[O.safety_hlth] = safety ? 'S' : 'H';
  row[O.naics_code] = c.industry.naics;
  row[O.insp_type] = INSPECTION_TYPES.draw(rng);
  row[O.insp_scope] = scope;
  if (scope === 'D') row[O.why_no_insp] = rng.pick(NO_INSPECTION_REASONS);
  row[O.union_status] = UNION_STATUS.draw(rng);
  row[O.safety_const] = construction && safety ? 'X' : '';
  row[O.health_const] = construction && !safety ? 'X' : '';
  row[O.safety_manuf] = manufacturing && safety ? 'X' : '';
  row[O.health_manuf] = manufacturing && !safety ? 'X' : '';
  const onSite = construction
    ? rng.range(2, 40)
    : Math.round(c.employees * rng.uniform(0.3, 1));
  row[O.nr_in_estab] = String(Math.max(1, Math.min(c.employees, onSite)));
  row[O.open_date] = isoDate(open);
  const facts: InspectionFacts = {
    activity,
    open,
    type: row[O.insp_type]!,
    construction,
    safety,
    employees: c.employees,
    closedBy: 0,
  };
  if (scope !== 'D') {
    row[O.close_conf_date] = isoDate(Math.min(ctx.asOf, open + rng.int(45)));
    writeViolations(ctx, sink, facts, rng);
  }
  const closed = open + Math.round(rng.lognormal(120, 0.6));
  if (closed <= ctx.asOf && facts.closedBy <= ctx.asOf) {
    row[O.close_case_date] = isoDate(Math.max(closed, facts.closedBy));
  }
  row[O.case_mod_date] = isoDate(
    Math.min(ctx.asOf, Math.max(closed, facts.closedBy)),
  );
  row[O.load_dt] = ctx.asOfText;
  sink.add(FILE.osha, row);
  sink.truth('osha_inspection', activity, c.id);
  sink.zip(site.zip.zip);
}

export function writeOsha(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.osha);
  const boost = sizeBoost(c.employees);
  const hit = rng.chance(c.industry.sector.osha * boost);
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  let count = 1;
  while (count < 8 && rng.chance(0.22 * boost)) count += 1;
  for (let k = 0; k < count; k += 1) inspection(ctx, sink, c, k, rng);
}
