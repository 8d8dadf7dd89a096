import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { RENEWAL_CALENDAR_MONTHS, type Module } from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import { paths } from '../../../config/paths';

export function RenewalsLoading() {
  return (
    <Box
      role="status"
      aria-label="Loading the renewal calendar"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Skeleton variant="text" width="40%" height={32} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={88} />
      ))}
    </Box>
  );
}

/** Nothing to show yet: how companies get onto the calendar. */
export function NoCalendarCompanies({ module }: { module: Module }) {
  return (
    <MessagePanel
      icon={<EventAvailableOutlinedIcon />}
      title="No companies on your calendar yet"
      actions={
        <Button
          component={RouterLink}
          to={paths.home(module)}
          variant="contained"
        >
          Start a search
        </Button>
      }
    >
      The calendar shows when your favorites and the companies your saved
      searches match come up for renewal. Star companies in your search results
      or on your{' '}
      <Link component={RouterLink} to={paths.favorites(module)}>
        Favorites
      </Link>{' '}
      page, or switch on alerts for a search on your{' '}
      <Link component={RouterLink} to={paths.savedSearches(module)}>
        Saved Searches
      </Link>{' '}
      page.
    </MessagePanel>
  );
}

/** The filters leave nothing: say so, and offer the whole calendar. */
export function NoFilteredRenewals({ onClear }: { onClear: () => void }) {
  return (
    <MessagePanel
      icon={<FilterAltOffOutlinedIcon />}
      title="No renewals match these filters"
      actions={
        <Button variant="outlined" onClick={onClear}>
          Clear the filters
        </Button>
      }
    >
      Choose a wider window or another stage, or clear the filters to see every
      renewal of the next {RENEWAL_CALENDAR_MONTHS} months.
    </MessagePanel>
  );
}

/** Companies, but none of them renews in the months ahead. */
export function NoUpcomingRenewals() {
  return (
    <MessagePanel
      icon={<EventAvailableOutlinedIcon />}
      title={`No renewals in the next ${RENEWAL_CALENDAR_MONTHS} months`}
    >
      None of your favorites or saved-search matches has a renewal date in the
      data within the next {RENEWAL_CALENDAR_MONTHS} months.
    </MessagePanel>
  );
}
