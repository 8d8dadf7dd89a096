import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled card holding a chart (loaded on its own). */
export function ChartCard({
  title,
  height = 260,
  children,
}: {
  title: string;
  height?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, p: 2, borderRadius: '12px' }}
    >
      <Typography component="figcaption" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Suspense fallback={<Box sx={{ height }} />}>{children}</Suspense>
    </Paper>
  );
}
