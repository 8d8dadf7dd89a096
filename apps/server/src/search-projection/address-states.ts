import { joinedList, type Dialect } from './dialect-sql';
import type { TempTable } from './staged-table';

// Nearly every address of a company is in its own state: one pass finds
// the companies with another state, and only theirs are listed.
// length(muns) > 0 keeps SQLite scanning the table in order rather than
// through the muns index, which reads it in random order.
const ELSEWHERE: TempTable = {
  staging: 'search_tmp_elsewhere',
  select: `select a.muns as muns
from (select muns, min(state) as lo, max(state) as hi from company_addresses
  where length(muns) > 0 and state is not null group by muns) a
join companies c on c.muns = a.muns
where a.lo <> c.state or a.hi <> c.state`,
};

const listed = (dialect: Dialect): TempTable => ({
  staging: 'search_tmp_address_states',
  select: `select muns, ${joinedList(dialect, 'state', ',')} as states
from (select muns, state from company_addresses
    where muns in (select muns from ${ELSEWHERE.staging}) and state is not null
  union select muns, state from companies
    where muns in (select muns from ${ELSEWHERE.staging})) s
group by muns`,
});

/** Temporary tables of the companies placed in more than one state. */
export const addressStateTables = (dialect: Dialect): TempTable[] => [
  ELSEWHERE,
  listed(dialect),
];

/** The address_states column: the sorted list, or the company's state. */
export const ADDRESS_STATES = {
  join: 'left join search_tmp_address_states ad on ad.muns = c.muns',
  expr: 'coalesce(ad.states, c.state)',
};
