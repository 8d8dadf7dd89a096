import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BrokerProfile } from '@edge/contracts';
import {
  formatAbbreviated,
  formatCount,
  formatFullMoney,
  formatMoney,
} from '@edge/contracts';

interface Kpi {
  label: string;
  value: string;
  full: string;
  hint: string;
}

function kpisOf(profile: BrokerProfile): Kpi[] {
  const book = profile.book_of_business;
  const year = book.plan_year ? `Plan year ${book.plan_year}` : 'No contracts';
  const money = (label: string, value: number, hint: string): Kpi => ({
    label,
    value: formatMoney(value),
    full: formatFullMoney(value),
    hint,
  });
  return [
    {
      label: 'Clients',
      value: formatAbbreviated(profile.client_count),
      full: formatCount(profile.client_count),
      hint: 'In your states',
    },
    money('Premium', book.premium, year),
    money('Commissions', book.commissions, year),
    money('Fees', book.fees, year),
    {
      label: 'Persons covered',
      value: formatAbbreviated(book.persons_covered),
      full: formatCount(book.persons_covered),
      hint: year,
    },
  ];
}

/** SPEC §9: the book of business in k, M and B; the full figure on hover. */
export function BrokerKpis({ profile }: { profile: BrokerProfile }) {
  return (
    <Box
      component="ul"
      aria-label="Book of business"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
      }}
    >
      {kpisOf(profile).map((kpi) => (
        <Paper
          key={kpi.label}
          component="li"
          variant="outlined"
          sx={{ borderRadius: '12px', px: 2.5, py: 2 }}
        >
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', fontWeight: 600 }}
          >
            {kpi.label}
          </Typography>
          <Typography
            title={kpi.full}
            sx={{
              fontSize: '1.75rem',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {kpi.value}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {kpi.hint}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
