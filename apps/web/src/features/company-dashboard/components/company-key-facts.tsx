import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyProfile } from '@edge/contracts';
import {
  formatAbbreviated,
  formatCount,
  formatFullMoney,
  formatMoney,
} from '../../../utils/format-values';

interface KeyFact {
  label: string;
  value: string;
  full?: string;
}

function keyFactsOf(profile: CompanyProfile): KeyFact[] {
  const facts: KeyFact[] = [];
  const industry = [profile.naics, profile.naics_title].filter(Boolean);
  if (industry.length > 0) {
    facts.push({ label: 'Industry (NAICS)', value: industry.join(' · ') });
  }
  if (profile.employees !== null) {
    facts.push({
      label: 'Employees',
      value: formatAbbreviated(profile.employees),
      full: formatCount(profile.employees),
    });
  }
  if (profile.revenue !== null) {
    facts.push({
      label: 'Revenue',
      value: formatMoney(profile.revenue),
      full: formatFullMoney(profile.revenue),
    });
  }
  if (profile.year_founded !== null) {
    facts.push({ label: 'Founded', value: String(profile.year_founded) });
  }
  return facts;
}

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
