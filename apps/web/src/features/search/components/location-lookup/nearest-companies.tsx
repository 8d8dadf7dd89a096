import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LocationOffOutlinedIcon from '@mui/icons-material/LocationOffOutlined';
import type { PcHit } from '@edge/contracts';
import { MessagePanel } from '../../../../components/ui/message-panel';
import type { NearCompany } from '../../api/get-nearest-companies';
import { NearestCompanyItem } from './nearest-company-item';

export type NearestStatus =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; onRetry: () => void }
  | { kind: 'empty'; miles: number }
  | { kind: 'ready'; companies: readonly NearCompany[] };

interface NearestCompaniesProps {
  status: NearestStatus;
  selectedMuns: string | null;
  onOpen: (hit: PcHit, element: HTMLElement) => void;
}

const HEADING_ID = 'nearest-companies-title';
const LIST_SX = { borderRadius: '12px', py: 1 } as const;

function NearestBody(props: NearestCompaniesProps) {
  const { status } = props;
  if (status.kind === 'loading') {
    return (
      <Paper
        variant="outlined"
        role="status"
        aria-label="Finding the nearest companies"
        sx={{ ...LIST_SX, px: 2 }}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </Paper>
    );
  }
  if (status.kind === 'error') {
    return (
      <MessagePanel
        role="alert"
        level="h3"
        icon={<ErrorOutlineIcon />}
        title="The nearest companies could not be loaded"
        actions={
          <Button variant="contained" onClick={status.onRetry}>
            Try again
          </Button>
        }
      >
        {status.message}
      </MessagePanel>
    );
  }
  if (status.kind === 'empty') {
    return (
      <MessagePanel
        level="h3"
        icon={<LocationOffOutlinedIcon />}
        title={`No companies within ${status.miles} ${status.miles === 1 ? 'mile' : 'miles'}`}
      >
        Try a wider radius or another place.
      </MessagePanel>
    );
  }
  return (
    <Paper variant="outlined" sx={{ ...LIST_SX, px: 1 }}>
      <List component="ol" aria-labelledby={HEADING_ID} sx={{ py: 0 }}>
        {status.companies.map((company) => (
          <NearestCompanyItem
            key={company.hit.muns}
            company={company}
            isSelected={company.hit.muns === props.selectedMuns}
            onOpen={props.onOpen}
          />
        ))}
      </List>
    </Paper>
  );
}

/** The companies nearest the place, nearest first; each opens its details. */
export function NearestCompanies(props: NearestCompaniesProps) {
  return (
    <Box
      component="section"
      aria-labelledby={HEADING_ID}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Typography id={HEADING_ID} variant="h3" component="h2">
        Nearest companies
      </Typography>
      <NearestBody {...props} />
    </Box>
  );
}
