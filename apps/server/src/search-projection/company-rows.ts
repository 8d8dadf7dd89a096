import { benefitsPart } from './benefits-part';
import { commercialPart } from './commercial-part';
import { ADDRESS_STATES } from './address-states';
import { latestOf, type Dialect } from './dialect-sql';
import { hazardPart } from './hazard-part';
import type { ProjectionPart } from './projection-part';
import { selectList, type StagedTable } from './staged-table';

const COPIED = [
  'muns',
  'name',
  'dba_name',
  'address',
  'city',
  'state',
  'zip',
  'county_fips',
  'latitude',
  'longitude',
  'naics',
] as const;

const CONTACT = ['employees', 'revenue', 'phone', 'website'] as const;

const COMPANY_PART: ProjectionPart = {
  joins: [
    'left join search_tmp_naics nt on nt.naics = c.naics',
    ADDRESS_STATES.join,
  ],
  columns: [
    ...COPIED.map((column) => [column, `c.${column}`] as const),
    ['sort_name', 'lower(c.name)'],
    ['industry', 'nt.title'],
    ...CONTACT.map((column) => [column, `c.${column}`] as const),
    ['address_states', ADDRESS_STATES.expr],
  ],
  activityDates: [],
};

/** search_companies: one row per company, every fact summarized. */
export function stagedCompanies(dialect: Dialect): StagedTable {
  const parts = [
    COMPANY_PART,
    commercialPart(),
    hazardPart(dialect),
    benefitsPart(dialect),
  ];
  const activity = latestOf(
    dialect,
    parts.flatMap((part) => part.activityDates),
  );
  const columns = [
    ...parts.flatMap((part) => part.columns),
    ['activity_date', activity] as const,
  ];
  return {
    table: 'search_companies',
    staging: 'search_tmp_companies',
    columns: columns.map(([column]) => column),
    select: [
      `select ${selectList(columns)}`,
      'from companies c',
      ...parts.flatMap((part) => part.joins),
    ].join('\n'),
  };
}
