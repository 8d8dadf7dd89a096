import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HelpBlock } from '../content/help-types';
import { EventTypesBlock } from './event-types-block';
import { ExportLimitsBlock } from './export-limits-block';
import { KeyCaps } from './key-caps';
import { TermsBlock } from './terms-block';

const listSx = { pl: 3, my: 0, display: 'grid', gap: 0.75 } as const;

function KeysBlock({ rows }: Extract<HelpBlock, { kind: 'keys' }>) {
  return (
    <TermsBlock
      rows={rows.map((row) => ({
        term: <KeyCaps keys={row.keys} />,
        text: row.does,
        key: row.keys.join(' '),
      }))}
    />
  );
}

function Block({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case 'text':
      return <Typography>{block.text}</Typography>;
    case 'note':
      return (
        <Alert severity="info" variant="outlined">
          {block.text}
        </Alert>
      );
    case 'list':
      return (
        <Box component="ul" sx={listSx}>
          {block.items.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      );
    case 'steps':
      return (
        <Box component="ol" sx={listSx}>
          {block.items.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      );
    case 'terms':
      return <TermsBlock rows={block.rows} />;
    case 'keys':
      return <KeysBlock {...block} />;
    case 'links':
      return (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {block.links.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              sx={{ fontWeight: 600 }}
            >
              {link.label}
            </Link>
          ))}
        </Box>
      );
    case 'export-limits':
      return <ExportLimitsBlock />;
    case 'event-types':
      return <EventTypesBlock />;
  }
}

/** The blocks of one section of a help or legal page. */
export function HelpBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Box>
  );
}
