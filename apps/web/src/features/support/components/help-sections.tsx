import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HelpSection } from '../content/help-types';
import { HelpBlocks } from './help-blocks';

/** The sections of a page, each a heading with its anchor, then its blocks. */
export function HelpSections({
  sections,
}: {
  sections: readonly HelpSection[];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          aria-labelledby={`${section.id}-title`}
          // Below the sticky header when the anchor is followed.
          sx={{ scrollMarginTop: 88 }}
          id={section.id}
        >
          <Typography id={`${section.id}-title`} variant="h2" sx={{ mb: 1.5 }}>
            {section.title}
          </Typography>
          <HelpBlocks blocks={section.blocks} />
        </Box>
      ))}
    </Box>
  );
}

/** 'On this page': the sections as links to their anchors. */
export function SectionLinks({
  sections,
}: {
  sections: readonly HelpSection[];
}) {
  return (
    <Box component="nav" aria-label="On this page" sx={{ mb: 3 }}>
      <Typography
        variant="overline"
        sx={{ color: 'text.secondary', fontWeight: 700 }}
      >
        On this page
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          pl: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {sections.map((section) => (
          <li key={section.id}>
            <Box
              component="a"
              href={`#${section.id}`}
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 999,
                color: 'primary.main',
                textDecoration: 'none',
                fontSize: '0.875rem',
                fontWeight: 600,
                bgcolor: '#fff',
                '&:hover': { borderColor: 'secondary.main' },
              }}
            >
              {section.title}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
