import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { BRAND } from '../../config/theme';
import { BrandLogo } from '../ui/brand-logo';

const HIGHLIGHTS = [
  'Find employers by carrier, broker, line of business and renewal month',
  'Follow OSHA, DOT and wage-and-hour events as they happen',
  'Save searches, keep favorites and export leads for your team',
];

function Highlights() {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {HIGHLIGHTS.map((text) => (
        <Box
          component="li"
          key={text}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <CheckCircleIcon
            sx={{ color: BRAND.tealLight, fontSize: 20, mt: '2px' }}
          />
          <Typography sx={{ opacity: 0.9 }}>{text}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The navy half of the sign-in screens: what Edge is and who it is for. */
export function BrandPanel() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: '#fff',
        background: `radial-gradient(120% 80% at 0% 0%, ${BRAND.navyLight} 0%, ${BRAND.navy} 60%), ${BRAND.navy}`,
      }}
    >
      <BrandLogo tone="light" size="large" />
      <Box sx={{ maxWidth: 440 }}>
        <Typography
          sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, mb: 2 }}
        >
          Prospecting intelligence for insurance brokers
        </Typography>
        <Typography sx={{ opacity: 0.8, mb: 4 }}>
          Commercial Lines and Employee Benefits leads, built on public filings
          and government records.
        </Typography>
        <Highlights />
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.6 }}>
        For licensed insurance brokers and agencies.
      </Typography>
    </Box>
  );
}
