import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyProfile } from '@edge/contracts';
import { keyFactsOf } from '../utils/key-facts';

/** The facts a broker sizes a company by, in one row. */
export function CompanyKeyFacts({ profile }: { profile: CompanyProfile }) {
  const facts = keyFactsOf(profile);
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-label="Company facts"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, md: 4 },
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0, maxWidth: 480 }}>
          <Typography
            component="dt"
            variant="caption"
            sx={{ color: 'text.secondary', fontWeight: 600 }}
          >
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            title={fact.full}
            data-fact={fact.label}
            sx={{ m: 0, fontWeight: 700, fontSize: '1.05rem' }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
