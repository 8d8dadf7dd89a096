import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { PcCriteria, Radius } from '@edge/contracts';
import { useSearchCount } from '../../api/get-search-count';
import { pcResultsHref } from '../../utils/lookup-search';
import { CountFigure } from '../count-figure';

interface LocationCountProps {
  criteria: PcCriteria;
  radius: Radius;
}

/** How many companies lie within the radius, and the search that lists them. */
export function LocationCount({ criteria, radius }: LocationCountProps) {
  const count = useSearchCount('pc', criteria);
  const miles = `${radius.miles} ${radius.miles === 1 ? 'mile' : 'miles'}`;
  const isNone = count.data === 0 && !count.isFetching;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Companies within {miles} of <strong>{radius.label}</strong>
        </Typography>
        <CountFigure
          label="Companies within the radius"
          total={count.isError ? undefined : count.data}
          isCounting={count.isFetching}
        />
        {count.isError && !count.isFetching && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            The count is not available: {count.error.message}{' '}
            <Button size="small" onClick={() => void count.refetch()}>
              Try again
            </Button>
          </Typography>
        )}
      </Box>
      {isNone ? (
        // Nothing to list: no link to empty results.
        <Button variant="contained" size="large" disabled>
          Search these companies
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={pcResultsHref(criteria)}
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
        >
          Search these companies
        </Button>
      )}
    </Box>
  );
}
