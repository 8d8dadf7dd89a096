import Box from '@mui/material/Box';
import type { BrokerProfile } from '@edge/contracts';
import { MONTH_NAMES } from '@edge/contracts';
import { stateName } from '../utils/broker-labels';
import { BrokerCarriersTable } from './broker-carriers-table';
import { CountBars } from './count-bars';
import { ProfileCard } from './profile-card';

// As many rows as the top carriers: the cards of a row stay level.
const LONG_LIST_ROWS = 10;

/** Top carriers, clients by state, lines of business and renewal months. */
export function BrokerSections({ profile }: { profile: BrokerProfile }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ProfileCard id="broker-carriers-title" title="Top carriers">
        <BrokerCarriersTable carriers={profile.carriers} />
      </ProfileCard>
      <ProfileCard id="broker-states-title" title="Clients by state">
        <CountBars
          label="Clients by state"
          emptyText="No clients in your states."
          initialRows={LONG_LIST_ROWS}
          items={profile.states.map((s) => ({
            key: s.state,
            label: `${stateName(s.state)} (${s.state})`,
            count: s.clients,
          }))}
        />
      </ProfileCard>
      <ProfileCard id="broker-lines-title" title="Lines of business">
        <CountBars
          label="Clients by line of business"
          emptyText="No lines of business on this broker's contracts."
          initialRows={LONG_LIST_ROWS}
          items={profile.lines.map((line) => ({
            key: line.id,
            label: line.label,
            count: line.clients,
          }))}
        />
      </ProfileCard>
      <ProfileCard id="broker-months-title" title="Renewal months">
        <CountBars
          label="Clients by renewal month"
          emptyText="No renewal months on this broker's contracts."
          items={profile.renewal_months.map((m) => ({
            key: m.month,
            label: MONTH_NAMES[m.month - 1] ?? String(m.month),
            count: m.clients,
          }))}
        />
      </ProfileCard>
    </Box>
  );
}
