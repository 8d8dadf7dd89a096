import { drawZipStyle, oneLine, zipText } from './addresses';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import { sizeBoost, isInEverySource, STREAM, type Company } from './company';
import type { GeneratorContext } from './context';
import { isoDate } from './dates';
import { FILE } from './files';
import { WHD_HEADER } from './headers/whd';
import { mixedCase } from './name-variants';
import { permute, Rng } from './prng';
import { NAME_STYLES, rowAddress, sourceName } from './source-names';

// whd_whisard: concluded Wage and Hour cases; food service, construction,
// retail, health care and agriculture most often; back wages heavily skewed.

const W = columnIndex(WHD_HEADER);
const AMOUNTS = WHD_HEADER.map((name, i) => [name, i] as const)
  .filter(([name]) => /_(cnt|amt)$/.test(name))
  .map(([, i]) => i);

interface Act {
  violations: string;
  backWages: string;
  employees: string;
  penalty?: string;
}

const ACTS: Record<string, Act> = {
  cl: {
    violations: 'flsa_cl_violtn_cnt',
    backWages: '',
    employees: 'flsa_cl_minor_cnt',
    penalty: 'flsa_cl_cmp_assd_amt',
  },
  dbra: {
    violations: 'dbra_cl_violtn_cnt',
    backWages: 'dbra_bw_atp_amt',
    employees: 'dbra_ee_atp_cnt',
  },
  sca: {
    violations: 'sca_violtn_cnt',
    backWages: 'sca_bw_atp_amt',
    employees: 'sca_ee_atp_cnt',
  },
  h2a: {
    violations: 'h2a_violtn_cnt',
    backWages: 'h2a_bw_atp_amt',
    employees: 'h2a_ee_atp_cnt',
    penalty: 'h2a_cmp_assd_amt',
  },
  fmla: {
    violations: 'fmla_violtn_cnt',
    backWages: 'fmla_bw_atp_amt',
    employees: 'fmla_ee_atp_cnt',
    penalty: 'fmla_cmp_assd_amt',
  },
};

function col(name: string): number {
  return W[name as keyof typeof W];
}

interface Totals {
  violations: number;
  penalties: number;
  backWages: number;
  employees: number;
}

function addAct(
  row: string[],
  act: Act,
  t: Totals,
  rng: Rng,
  scale: number,
): void {
  const employees = Math.max(1, Math.round(rng.lognormal(3, 0.9) * scale));
  const violations = Math.max(1, Math.round(employees * rng.uniform(0.5, 1.5)));
  row[col(act.violations)] = String(violations);
  row[col(act.employees)] = String(employees);
  t.violations += violations;
  t.employees += employees;
  if (act.backWages) {
    const wages = Math.round(employees * rng.lognormal(900, 1));
    row[col(act.backWages)] = String(wages);
    t.backWages += wages;
  }
  if (act.penalty && rng.chance(0.5)) {
    const penalty = Math.round(rng.uniform(1_000, 40_000));
    row[col(act.penalty)] = String(penalty);
    t.penalties += penalty;
  }
}

function flsa(row: string[], t: Totals, rng: Rng, employees: number): void {
  const affected = Math.max(
    1,
    Math.min(employees, Math.round(rng.lognormal(5, 1.1))),
  );
  const wages = Math.round(
    rng.lognormal(3_500, 1.4) * (1 + Math.log10(affected)),
  );
  const minimum = Math.round(wages * rng.uniform(0, 0.4));
  const retaliation = rng.chance(0.02)
    ? Math.round(rng.uniform(2_000, 30_000))
    : 0;
  const repeat = rng.next();
  const willful = repeat < 0.045;
  const penalty =
    willful || rng.chance(0.06) ? Math.round(rng.uniform(2_000, 60_000)) : 0;
  row[W.flsa_violtn_cnt] = String(affected + rng.int(3));
  row[W.flsa_repeat_violator] =
    repeat < 0.03 ? 'R' : repeat < 0.04 ? 'W' : willful ? 'RW' : '';
  row[W.flsa_bw_atp_amt] = String(wages + retaliation);
  row[W.flsa_ee_atp_cnt] = String(affected);
  row[W.flsa_mw_bw_atp_amt] = String(minimum);
  row[W.flsa_ot_bw_atp_amt] = String(wages - minimum);
  row[W.flsa_15a3_bw_atp_amt] = String(retaliation);
  row[W.flsa_cmp_assd_amt] = String(penalty);
  t.violations += affected;
  t.penalties += penalty;
  t.backWages += wages + retaliation;
  t.employees += affected;
}

function findings(row: string[], c: Company, t: Totals, rng: Rng): void {
  const sector = c.industry.sector.key;
  const scale = Math.max(1, Math.log10(c.employees));
  if (rng.chance(0.9)) flsa(row, t, rng, c.employees);
  if (
    (sector === 'food' || sector === 'retail' || sector === 'agriculture') &&
    rng.chance(0.1)
  ) {
    addAct(row, ACTS.cl!, t, rng, 1);
  }
  if (sector === 'construction' && rng.chance(0.15))
    addAct(row, ACTS.dbra!, t, rng, scale);
  if (sector === 'admin-support' && rng.chance(0.12))
    addAct(row, ACTS.sca!, t, rng, scale);
  if (sector === 'agriculture' && rng.chance(0.3))
    addAct(row, ACTS.h2a!, t, rng, scale);
  if (rng.chance(0.03)) addAct(row, ACTS.fmla!, t, rng, 1);
}

export function writeWhd(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.whd);
  const hit = rng.chance(c.industry.sector.whd * sizeBoost(c.employees));
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  const cases = rng.chance(0.85) ? 1 : rng.chance(0.85) ? 2 : 3;
  for (let k = 0; k < cases; k += 1) {
    const row = blankRow(WHD_HEADER);
    for (const i of AMOUNTS) row[i] = '0';
    const caseId = String(
      1_000_000 + permute(c.index * 4 + k, 25, ctx.seed ^ 0x3d),
    );
    const address = rowAddress(c, rng);
    const legal = sourceName(c, rng, NAME_STYLES.whd);
    row[W.case_id] = caseId;
    row[W.trade_nm] =
      c.dba && rng.chance(0.7)
        ? c.dba
        : legal.replace(/,? (INC|LLC|CORP|CO|LTD|LP|LLP|PC|PLLC|PA)\.?$/, '');
    if (rng.chance(0.2)) row[W.trade_nm] = mixedCase(row[W.trade_nm]!);
    row[W.legal_name] = rng.chance(0.85) ? legal : '';
    row[W.street_addr_1_txt] = oneLine(address);
    row[W.cty_nm] = address.zip.city;
    row[W.st_cd] = address.zip.state;
    row[W.zip_cd] = zipText(address, drawZipStyle(rng, 0.05, 0.15));
    row[W.naic_cd] = c.industry.naics;
    row[W.naics_code_description] = c.industry.title;
    const end = ctx.asOf - 30 - rng.int(3600);
    const start = end - Math.min(1095, Math.round(rng.lognormal(420, 0.5)));
    row[W.findings_start_date] = isoDate(start);
    row[W.findings_end_date] = isoDate(end);
    const t: Totals = {
      violations: 0,
      penalties: 0,
      backWages: 0,
      employees: 0,
    };
    if (rng.chance(0.72)) findings(row, c, t, rng);
    row[W.case_violtn_cnt] = String(t.violations);
    row[W.cmp_assd_cnt] = String(t.penalties);
    row[W.ee_violtd_cnt] = String(t.employees);
    row[W.bw_atp_amt] = String(t.backWages);
    row[W.ee_atp_cnt] = String(t.employees);
    row[W.ld_dt] = ctx.asOfText;
    sink.add(FILE.whd, row);
    sink.truth('whd', caseId, c.id);
    sink.zip(address.zip.zip);
  }
}
