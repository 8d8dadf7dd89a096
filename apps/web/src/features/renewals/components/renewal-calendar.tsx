import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RENEWAL_CALENDAR_MAX_COMPANIES,
  type Module,
  type PipelineStage,
  type RenewalCalendar as Calendar,
  type RenewalsQuery,
} from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useRenewals } from '../api/get-renewals';
import { useRenewalFilters } from '../hooks/use-renewal-filters';
import { groupByMonth } from '../utils/group-by-month';
import { summaryText } from '../utils/renewal-texts';
import {
  NoCalendarCompanies,
  NoFilteredRenewals,
  NoUpcomingRenewals,
  RenewalsLoading,
} from './renewal-calendar-states';
import { RenewalFilters } from './renewal-filters';
import { RenewalMonth } from './renewal-month';

interface RenewalCalendarProps {
  module: Module;
  /** How a company's pipeline stage shows (the pipeline's chip). */
  renderStage: (stage: PipelineStage) => ReactNode;
}

/** The user's companies by renewal date, month by month, with filters. */
export function RenewalCalendar({ module, renderStage }: RenewalCalendarProps) {
  const { filters, isFiltered, setStage, setWindow, clear } =
    useRenewalFilters();
  const calendar = useRenewals(module, filters);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RenewalFilters
        filters={filters}
        onWindowChange={setWindow}
        onStageChange={setStage}
      />
      {calendar.isPending ? (
        <RenewalsLoading />
      ) : calendar.isError ? (
        <RetryAlert onRetry={() => void calendar.refetch()}>
          The renewal calendar could not be loaded. {calendar.error.message}
        </RetryAlert>
      ) : calendar.data.companies === 0 ? (
        <NoCalendarCompanies module={module} />
      ) : (
        <CalendarMonths
          module={module}
          calendar={calendar.data}
          filters={filters}
          empty={
            isFiltered ? (
              <NoFilteredRenewals onClear={clear} />
            ) : (
              <NoUpcomingRenewals />
            )
          }
          renderStage={renderStage}
        />
      )}
    </Box>
  );
}

interface CalendarMonthsProps extends RenewalCalendarProps {
  calendar: Calendar;
  filters: RenewalsQuery;
  /** What shows when no renewal is left. */
  empty: ReactNode;
}

function CalendarMonths({
  module,
  calendar,
  filters,
  empty,
  renderStage,
}: CalendarMonthsProps) {
  return (
    <>
      <Typography role="status">{summaryText(calendar, filters)}</Typography>
      {calendar.truncated && (
        <Alert severity="warning">
          Only the first{' '}
          {RENEWAL_CALENDAR_MAX_COMPANIES.toLocaleString('en-US')} companies
          were read, favorites first, then saved-search matches. Remove
          favorites or narrow your saved searches to see the rest.
        </Alert>
      )}
      {calendar.renewals.length === 0
        ? empty
        : groupByMonth(calendar.renewals).map((month) => (
            <RenewalMonth
              key={month.key}
              module={module}
              month={month}
              renderStage={renderStage}
            />
          ))}
    </>
  );
}
