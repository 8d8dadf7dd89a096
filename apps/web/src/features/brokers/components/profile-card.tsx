import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled panel of the profile, named by its heading for screen readers. */
export function ProfileCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{
        borderRadius: '12px',
        p: 2.5,
        display: 'grid',
        gap: 1.25,
        alignContent: 'start',
        minWidth: 0,
      }}
    >
      <Typography id={id} variant="subtitle2" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
