import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface PartyCellProps {
  /** The carrier or broker shown (the one a filter matched). */
  name: ReactNode;
  /** Its full text, for a name cut with '…'. */
  title: string | null;
  /** How many other carriers or brokers the company has. */
  more: number;
}

/** 'Kaiser Permanente + 2 more': the name is cut, the count never. */
export function PartyCell({ name, title, more }: PartyCellProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', maxWidth: 200 }}>
      <Box
        component="span"
        title={title ?? undefined}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
      >
        {name}
      </Box>
      {more > 0 && (
        <Box
          component="span"
          sx={{ color: 'text.secondary', ml: 0.75, flexShrink: 0 }}
        >
          {`+ ${more} more`}
        </Box>
      )}
    </Box>
  );
}
