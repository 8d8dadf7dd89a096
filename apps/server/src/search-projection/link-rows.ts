import type { StagedTable } from './staged-table';

// The carriers and brokers of each company, and the broker directory. A
// fact whose company is not in the master is left out, as in
// search_companies.

const COMPANY_CARRIERS: StagedTable = {
  table: 'search_company_carriers',
  staging: 'search_tmp_company_carriers',
  columns: ['muns', 'carrier_name', 'carrier_name_normalized'],
  select: `select ic.muns as muns, ic.carrier_name as carrier_name,
  min(ic.carrier_name_normalized) as carrier_name_normalized
from insurance_contracts ic join companies c on c.muns = ic.muns
where ic.carrier_name is not null
group by ic.muns, ic.carrier_name`,
};

const ADDRESS = ['address', 'city', 'state', 'zip'];

// A broker is one msid (its normalized name); its first row, by source
// key (ACK_IDs start with the receipt time), gives its name and address.
const rankedBrokers = (partition: string) => `select cb.muns, m.msid,
  cb.broker_name, cb.broker_name_normalized, cb.address, cb.city, cb.state, cb.zip,
  row_number() over (partition by ${partition} order by cb.source_key) as rank
  from contract_brokers cb
  join companies c on c.muns = cb.muns
  join search_tmp_msids m on m.name_normalized = cb.broker_name_normalized`;

const COMPANY_BROKERS: StagedTable = {
  table: 'search_company_brokers',
  staging: 'search_tmp_company_brokers',
  columns: [
    'muns',
    'msid',
    'broker_name',
    'broker_name_normalized',
    ...ADDRESS,
    'county_fips',
  ],
  select: `select b.muns, b.msid, b.broker_name, b.broker_name_normalized,
  b.address, b.city, b.state, b.zip, z.county_fips
from (${rankedBrokers('cb.muns, m.msid')}) b
left join search_tmp_zip_counties z on z.zip = b.zip
where b.rank = 1`,
};

const BROKERS: StagedTable = {
  table: 'search_brokers',
  staging: 'search_tmp_brokers',
  columns: ['msid', 'name', 'name_normalized', ...ADDRESS, 'client_count'],
  select: `select b.msid, b.broker_name as name, b.broker_name_normalized as name_normalized,
  b.address, b.city, b.state, b.zip, n.clients as client_count
from (${rankedBrokers('m.msid')}) b
join (select m.msid, count(distinct cb.muns) as clients
  from contract_brokers cb
  join companies c on c.muns = cb.muns
  join search_tmp_msids m on m.name_normalized = cb.broker_name_normalized
  group by m.msid) n on n.msid = b.msid
where b.rank = 1`,
};

/** The link tables and the broker directory, in the order they are built. */
export const LINK_TABLES: readonly StagedTable[] = [
  COMPANY_CARRIERS,
  COMPANY_BROKERS,
  BROKERS,
];
