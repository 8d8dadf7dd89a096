import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface ResultsMessageProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** The empty and error states of the results: what happened, what to do. */
export function ResultsMessage({
  icon,
  title,
  children,
  actions,
  role = 'status',
}: ResultsMessageProps) {
  return (
    <Paper
      variant="outlined"
      role={role}
      sx={{
        borderRadius: '12px',
        px: 4,
        py: 6,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {children && (
        <Box sx={{ color: 'text.secondary', maxWidth: 520 }}>{children}</Box>
      )}
      {actions && (
        <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>{actions}</Box>
      )}
    </Paper>
  );
}
