import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCount } from '@edge/contracts';

export interface Figure {
  label: string;
  value: number | string;
  note?: string;
}

/** Headline figures, a card each; a number is written as a count. */
export function FigureCards({
  figures,
  minCardWidth = 150,
}: {
  figures: readonly Figure[];
  // The narrowest a card gets before the grid wraps, in px.
  minCardWidth?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))`,
      }}
    >
      {figures.map((figure) => (
        <Paper
          key={figure.label}
          variant="outlined"
          sx={{ px: 2, py: 1.5, borderRadius: '10px' }}
        >
          <Typography
            component="dt"
            variant="body2"
            sx={{ color: 'text.secondary' }}
          >
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}
          >
            {typeof figure.value === 'number'
              ? formatCount(figure.value)
              : figure.value}
          </Typography>
          {figure.note && (
            <Typography
              variant="caption"
              component="dd"
              sx={{ m: 0, color: 'text.secondary' }}
            >
              {figure.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
