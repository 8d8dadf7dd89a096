import Typography from '@mui/material/Typography';
import type { NaicsNode } from '@edge/contracts';

/** A NAICS node's code and title on one line. */
export function NaicsNodeText({ node }: { node: NaicsNode }) {
  return (
    <>
      <Typography
        variant="body2"
        component="span"
        sx={{
          color: 'text.secondary',
          mr: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {node.code}
      </Typography>
      {/* A flex row drops this space on screen; names keep it. */}{' '}
      <Typography
        variant="body2"
        component="span"
        noWrap
        sx={{ flex: 1, minWidth: 0 }}
      >
        {node.title}
      </Typography>
    </>
  );
}
