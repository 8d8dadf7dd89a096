import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface MessagePanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
  /** The heading level: h2 beside the page title, h3 inside a section. */
  level?: 'h2' | 'h3';
}

/** An empty or error state of a screen: what happened, what to do next. */
export function MessagePanel({
  icon,
  title,
  children,
  actions,
  role = 'status',
  level = 'h2',
}: MessagePanelProps) {
  return (
    <Paper
      variant="outlined"
      role={role}
      sx={{
        borderRadius: '12px',
        px: 4,
        py: 5,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Typography variant="h3" component={level}>
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
