import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { DetailsCompany } from '@edge/contracts';
import { formatAddress } from '../utils/format-source';
import { countOf } from '../utils/plural';

/** The company's main address, above every other spelling of it. */
export function MainAddressCard({
  company,
  addresses,
  sources,
}: {
  company: DetailsCompany;
  addresses: number;
  sources: number;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="main-address-title"
      sx={{
        borderRadius: '12px',
        px: 2.5,
        py: 2,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        alignItems: 'center',
      }}
    >
      <PlaceIcon sx={{ color: 'secondary.main', gridRow: 'span 2' }} />
      <Typography
        id="main-address-title"
        variant="caption"
        component="h2"
        sx={{ color: 'text.secondary', fontWeight: 600 }}
      >
        Main address
      </Typography>
      <Typography sx={{ fontSize: 18, fontWeight: 700 }}>
        {formatAddress(company) || 'No address on file'}
        <Typography
          component="span"
          variant="body2"
          sx={{ ml: 1.5, color: 'text.secondary', fontWeight: 500 }}
        >
          {countOf(addresses, 'address', 'addresses')} from{' '}
          {countOf(sources, 'source')}
        </Typography>
      </Typography>
    </Paper>
  );
}
