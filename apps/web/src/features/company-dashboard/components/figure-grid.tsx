import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Figure } from '../utils/figures';

export type { Figure };

const VALUE_SX = {
  m: 0,
  fontSize: '1.2rem',
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

function FigureTile({ figure }: { figure: Figure }) {
  return (
    <Box sx={{ px: 1.5, py: 1.25, borderRadius: '10px', bgcolor: '#f6f8fb' }}>
      <Typography
        component="dt"
        variant="caption"
        sx={{ color: 'text.secondary', fontWeight: 600, display: 'block' }}
      >
        {figure.label}
      </Typography>
      <Typography
        component="dd"
        title={figure.full}
        data-figure={figure.label}
        sx={VALUE_SX}
      >
        {figure.value}
      </Typography>
      {figure.note && (
        <Typography
          component="dd"
          variant="caption"
          sx={{ m: 0, color: 'text.secondary' }}
        >
          {figure.note}
        </Typography>
      )}
    </Box>
  );
}

/** Headline figures of a report, large and scannable (SPEC §9 k/M/B). */
export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(124px, 1fr))',
      }}
    >
      {figures.map((figure) => (
        <FigureTile key={figure.label} figure={figure} />
      ))}
    </Box>
  );
}
