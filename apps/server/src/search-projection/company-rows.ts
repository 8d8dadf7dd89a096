import { benefitsPart } from './benefits-part';
import { commercialPart } from './commercial-part';
import { ADDRESS_STATES } from './address-states';
import { latestOf, type Dialect } from './dialect-sql';
import { hazardPart } from './hazard-part';
import {
  munsJoinTable,
  type MunsJoin,
  type PartJoin,
  type ProjectionPart,
} from './projection-part';
import { selectList, type StagedTable, type TempTable } from './staged-table';

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

const partsOf = (dialect: Dialect): ProjectionPart[] => [
  COMPANY_PART,
  commercialPart(),
  hazardPart(dialect),
  benefitsPart(dialect),
];

const munsJoins = (dialect: Dialect): MunsJoin[] =>
  partsOf(dialect)
    .flatMap((part) => part.joins)
    .filter((join): join is MunsJoin => typeof join !== 'string');

/**
 * SQLite: each by-muns subquery first goes into a temporary table indexed
 * by muns, one statement at a time. Joined as subqueries, SQLite kept
 * every one materialized at once, each with an automatic index and a page
 * cache of its own: about 200 MB at 1,000,000 companies.
 */
export const companyPartTables = (dialect: Dialect): TempTable[] =>
  dialect === 'sqlite'
    ? munsJoins(dialect).map((join) => ({
        staging: munsJoinTable(join),
        select: join.subquery,
        indexed: 'muns',
      }))
    : [];

function joinClause(dialect: Dialect, join: PartJoin): string {
  if (typeof join === 'string') return join;
  const source =
    dialect === 'sqlite' ? munsJoinTable(join) : `(${join.subquery})`;
  return `left join ${source} ${join.alias} on ${join.alias}.muns = c.muns`;
}

/** search_companies: one row per company, every fact summarized. */
export function stagedCompanies(dialect: Dialect): StagedTable {
  const parts = partsOf(dialect);
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
      ...parts.flatMap((part) =>
        part.joins.map((join) => joinClause(dialect, join)),
      ),
    ].join('\n'),
  };
}
