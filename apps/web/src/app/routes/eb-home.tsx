import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  defaultEbCriteria,
  getPermittedStates,
  hasEbBrokerSearch,
  type FilingScope,
} from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { Redirect } from '../../components/ui/redirect';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { BrokerSearch } from '../../features/brokers/components/broker-search';
import { EbSearchHome } from '../../features/search/components/eb/eb-search-home';
import { HomeWelcome } from '../../features/search/components/home-welcome';
import {
  encodeSearch,
  toQueryString,
} from '../../features/search/utils/search-url-codec';
import { NAV_SCOPE_PARAM } from '../../features/layout/utils/get-main-nav-items';
import { savedSearchSlots } from '../saved-search-slots';

type EbMode = 'companies' | 'brokers';

const MODES: readonly { mode: EbMode; label: string; description: string }[] = [
  {
    mode: 'companies',
    label: 'Companies',
    description:
      'Search employers by plan, carrier, broker, line of business and renewal month, from Form 5500 filings.',
  },
  {
    mode: 'brokers',
    label: 'Brokers',
    description:
      'Find the brokers who serve employers in your states, by name, office and book size.',
  },
];

const tabId = (mode: EbMode) => `eb-mode-${mode}`;

// SPEC §1: EB also has a broker search mode, kept in the address (?mode=
// brokers), so a reload or Back shows the same mode.
function useEbMode() {
  const [params, setParams] = useSearchParams();
  const mode: EbMode =
    params.get('mode') === 'brokers' ? 'brokers' : 'companies';
  const switchTo = (next: EbMode) =>
    setParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'brokers') params.set('mode', next);
      else params.delete('mode');
      return params;
    });
  return [mode, switchTo] as const;
}

// The main nav's Health and Welfare and Retirement (SPEC §2, §3).
const NAV_SCOPES: Readonly<Record<string, FilingScope>> = {
  welfare: 'F5500',
  retirement: 'F5500 SF',
};

/** The Benefits search with only `scope` ticked, as its address. */
function scopedSearchPath(scope: FilingScope): string {
  const criteria = { ...defaultEbCriteria(), scopes: [scope] };
  return `${paths.home('eb')}${toQueryString(encodeSearch('eb', { criteria }))}`;
}

export function EbHomeRoute() {
  const user = useCurrentUser();
  const [asked, switchTo] = useEbMode();
  // A partner-platform user without the broker search licence searches
  // companies only (contracts' partner-licences.ts); the server agrees.
  const hasBrokers = hasEbBrokerSearch(user);
  const mode: EbMode = hasBrokers ? asked : 'companies';
  const [params] = useSearchParams();
  const navScope = NAV_SCOPES[params.get(NAV_SCOPE_PARAM) ?? ''];
  if (navScope) {
    return <Redirect to={scopedSearchPath(navScope)} keepSearch={false} />;
  }
  const current = MODES.find((m) => m.mode === mode)!;
  return (
    <PageFrame
      eyebrow="Employee Benefits"
      title="Benefits leads"
      description={current.description}
    >
      <HomeWelcome user={user} module="eb" />
      {hasBrokers && (
        <Tabs
          value={mode}
          onChange={(_, next: EbMode) => switchTo(next)}
          aria-label="Search for"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {MODES.map((m) => (
            <Tab
              key={m.mode}
              value={m.mode}
              label={m.label}
              id={tabId(m.mode)}
              aria-controls="eb-mode-panel"
            />
          ))}
        </Tabs>
      )}
      <Box
        role={hasBrokers ? 'tabpanel' : undefined}
        id="eb-mode-panel"
        aria-labelledby={hasBrokers ? tabId(mode) : undefined}
      >
        {mode === 'brokers' ? (
          <BrokerSearch />
        ) : (
          <EbSearchHome
            permittedStates={getPermittedStates(user.products, 'eb')}
            slots={savedSearchSlots('eb')}
          />
        )}
      </Box>
    </PageFrame>
  );
}
