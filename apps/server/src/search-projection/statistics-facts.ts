import { BENEFIT_LINES } from '@edge/contracts';
import { fleetBandOf, PERILS } from './statistics-cells';
import { owned } from './projection-part';

// The rows of each summary figure at the finest grain: one per cell
// (state, NAICS code, employee band) and the figure's own categories, every
// measure a sum or a count of companies, so that coarser grains are sums
// of these rows. Every statement has the same columns, in this order.

/** Columns of a fine row. */
export const FINE_COLUMNS = [
  'figure',
  'state',
  'naics',
  'band',
  'year',
  'dim',
  'level',
  'm1',
  'm2',
  'm3',
  'm4',
  'm5',
  'm6',
] as const;

const CELL = 'x.state, x.naics, x.band';
const JOIN_CELL = 'join stat_tmp_cells x on x.muns = f.muns';

interface FineSelect {
  figure: string;
  year?: string;
  dim?: string;
  level?: string;
  measures: readonly string[];
  from: string;
}

function fine({ figure, year, dim, level, measures, from }: FineSelect) {
  // A constant ('flood') is no group key: PostgreSQL refuses it.
  const keys = [year, dim, level].filter(
    (key) => key !== undefined && !key.startsWith("'"),
  );
  const padded = [...measures, ...Array(6 - measures.length).fill('0')];
  return [
    `select '${figure}' as figure, ${CELL}, ${year ?? '0'} as year, ${dim ?? "''"} as dim, ${level ?? '0'} as level,`,
    `  ${padded.map((m, i) => `${m} as m${i + 1}`).join(', ')}`,
    from,
    `group by ${[CELL, ...keys].join(', ')}`,
  ].join('\n');
}

// Companies per cell: all of them, those with a NAICS code, with an
// employee count, and in a county the National Risk Index rates.
const COMPANIES = fine({
  figure: 'companies',
  measures: [
    'count(*)',
    "sum(case when x.naics <> '' then 1 else 0 end)",
    "sum(case when x.band <> 'unknown' then 1 else 0 end)",
    'sum(x.rated)',
  ],
  from: 'from stat_tmp_cells x',
});

// Companies with each kind of fact at all, for the figures' coverage.
const KINDS: readonly (readonly [kind: string, from: string])[] = [
  ['osha', owned('osha_inspections')],
  ['whd', owned('whd_cases')],
  ['dot', owned('motor_carriers')],
  ['welfare', `${owned('filings')} and form = '5500' and welfare_codes <> ''`],
  ['sch_a', owned('insurance_contracts')],
  ['broker', owned('contract_brokers')],
];
const COVERED = fine({
  figure: 'covered',
  dim: 'f.kind',
  measures: ['count(*)'],
  from: `from (${KINDS.map(
    ([kind, from]) => `select distinct muns, '${kind}' as kind from ${from}`,
  ).join('\nunion all ')}) f ${JOIN_CELL}`,
});

// Inspections by fiscal year, with the violations cited in them.
const OSHA = fine({
  figure: 'osha',
  year: 'f.source_year',
  measures: [
    'count(*)',
    'coalesce(sum(v.n), 0)',
    'coalesce(sum(v.penalty), 0)',
  ],
  from: `from osha_inspections f ${JOIN_CELL}
left join (select activity_nr, count(*) as n, sum(current_penalty) as penalty
  from osha_violations group by activity_nr) v on v.activity_nr = f.activity_nr
where f.source_year is not null`,
});

const WHD = fine({
  figure: 'whd',
  year: 'f.source_year',
  measures: [
    'count(*)',
    'coalesce(sum(f.back_wages), 0)',
    'coalesce(sum(f.civil_penalties), 0)',
    'coalesce(sum(f.employees_violated), 0)',
  ],
  from: `from whd_cases f ${JOIN_CELL} where f.source_year is not null`,
});

// A company's fleet is every carrier (DOT number) it runs.
const DOT = fine({
  figure: 'dot',
  dim: fleetBandOf('f.power_units'),
  measures: [
    'count(*)',
    'coalesce(sum(f.power_units), 0)',
    'coalesce(sum(f.drivers), 0)',
  ],
  from: `from (select muns, sum(power_units) as power_units, sum(drivers) as drivers
  from ${owned('motor_carriers')} group by muns) f ${JOIN_CELL}`,
});

const HAZARDS = PERILS.map((peril) =>
  fine({
    figure: 'hazard',
    dim: `'${peril}'`,
    level: `x.${peril}_level`,
    measures: ['count(*)'],
    from: `from stat_tmp_cells x where x.${peril}_level > 0`,
  }),
);

// Schedule A contracts by plan year and each line of business they cover.
const LINE_IDS = BENEFIT_LINES.map(
  ({ id }) => `select ${id} as id, '%|${id}|%' as pattern`,
).join(' union all ');
const LINES = fine({
  figure: 'eb_lines',
  year: 'f.source_year',
  level: 'l.id',
  measures: [
    'count(distinct f.ack_id)',
    'coalesce(sum(f.persons_covered), 0)',
    'coalesce(sum(f.premium), 0)',
    'coalesce(sum(f.commissions), 0)',
    'coalesce(sum(f.fees), 0)',
    'count(*)',
  ],
  from: `from insurance_contracts f join (${LINE_IDS}) l on f.lines like l.pattern
${JOIN_CELL} where f.source_year is not null`,
});

// Each welfare plan once, as its latest Form 5500 says.
const SELF_FUNDED = fine({
  figure: 'eb_self_funded',
  measures: ['count(*)', 'sum(case when f.self_funded = 1 then 1 else 0 end)'],
  from: `from (select muns, self_funded, row_number() over (partition by muns, ein, plan_number
    order by source_year desc, source_key desc) as rank
  from ${owned('filings')} and form = '5500' and welfare_codes <> '') f
${JOIN_CELL} where f.rank = 1`,
});

const CARRIERS = fine({
  figure: 'eb_carriers',
  year: 'f.source_year',
  dim: "coalesce(f.carrier_name_normalized, '')",
  measures: [
    'count(distinct f.muns)',
    'coalesce(sum(f.persons_covered), 0)',
    'coalesce(sum(f.premium), 0)',
    'count(*)',
  ],
  from: `from insurance_contracts f ${JOIN_CELL} where f.source_year is not null`,
});

// A broker's contracts, each once however many rows name the broker.
const BROKERS = fine({
  figure: 'eb_brokers',
  year: 'f.source_year',
  dim: 'b.broker',
  measures: [
    'count(distinct f.muns)',
    'coalesce(sum(f.persons_covered), 0)',
    'coalesce(sum(f.premium), 0)',
    'coalesce(sum(b.paid), 0)',
    'count(*)',
  ],
  from: `from (select ack_id, form_id, broker_name_normalized as broker,
    sum(coalesce(commission, 0) + coalesce(fees, 0)) as paid
  from contract_brokers where broker_name_normalized is not null
  group by ack_id, form_id, broker_name_normalized) b
join insurance_contracts f on f.ack_id = b.ack_id and f.form_id = b.form_id
${JOIN_CELL} where f.source_year is not null`,
});

const RENEWALS = fine({
  figure: 'eb_renewal',
  year: 'f.source_year',
  level: 'f.renewal_month',
  measures: [
    'count(*)',
    'count(distinct f.muns)',
    'coalesce(sum(f.premium), 0)',
  ],
  from: `from insurance_contracts f ${JOIN_CELL}
where f.source_year is not null and f.renewal_month between 1 and 12`,
});

/** Every summary figure's fine rows, one statement. */
export const FINE_ROWS = [
  COMPANIES,
  COVERED,
  OSHA,
  WHD,
  DOT,
  ...HAZARDS,
  LINES,
  SELF_FUNDED,
  CARRIERS,
  BROKERS,
  RENEWALS,
].join('\nunion all\n');
