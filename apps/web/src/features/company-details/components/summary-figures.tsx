import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FigureValue } from '../utils/figures';

/** The page's totals over every row, as tiles above the table. */
export function SummaryFigures({
  label,
  figures,
}: {
  label: string;
  figures: readonly FigureValue[];
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
        gap: 1.5,
        m: 0,
      }}
    >
      {figures.map((figure) => (
        <Paper
          key={figure.label}
          variant="outlined"
          sx={{ borderRadius: '12px', px: 2, py: 1.5, display: 'grid' }}
        >
          <Typography
            component="dt"
            variant="caption"
            sx={{ color: 'text.secondary', fontWeight: 600, order: 1 }}
          >
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            title={figure.full}
            sx={{ m: 0, fontSize: 22, fontWeight: 700, order: 0 }}
          >
            {figure.value}
            {figure.note && (
              <Typography
                component="span"
                variant="body2"
                sx={{ ml: 0.75, color: 'text.secondary', fontWeight: 500 }}
              >
                {figure.note}
              </Typography>
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
