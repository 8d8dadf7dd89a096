import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HintButton } from './hint-button';

interface CardFrameProps {
  id: string;
  title: string;
  /** A tooltip beside the title. */
  hint?: string | undefined;
  /** A link or button at the right of the title. */
  action?: ReactNode;
  isBusy?: boolean;
  children: ReactNode;
}

/** A dashboard card: a titled section, named by its heading. */
export function CardFrame(props: CardFrameProps) {
  const { id, title, hint, action, isBusy = false } = props;
  const titleId = `${id}-title`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={isBusy}
      data-report={id}
      sx={{
        borderRadius: '12px',
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.75,
        minWidth: 0,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 32 }}
      >
        <Typography
          id={titleId}
          variant="h3"
          component="h2"
          // Focusable from a jump link, without a tab stop of its own.
          tabIndex={-1}
          sx={{ outline: 'none', scrollMarginTop: 88 }}
        >
          {title}
        </Typography>
        {hint && <HintButton label={`About ${title}`} text={hint} />}
        {action && <Box sx={{ ml: 'auto', pl: 1 }}>{action}</Box>}
      </Box>
      {props.children}
    </Paper>
  );
}
