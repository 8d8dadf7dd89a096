import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface FilterSectionProps {
  title: string;
  subtitle?: string;
  /** Filters of the section that differ from the defaults. */
  activeCount: number;
  /** Defaults of the section that narrow every search. */
  defaultCount?: number;
  hasError?: boolean;
  isOpenByDefault?: boolean;
  children: ReactNode;
}

/** A collapsible group of filters; its header tells what is set inside. */
export function FilterSection({
  title,
  subtitle,
  activeCount,
  defaultCount = 0,
  hasError = false,
  isOpenByDefault = false,
  children,
}: FilterSectionProps) {
  // A section that arrives with filters set (an edited search) starts open.
  const [isOpen, setIsOpen] = useState(isOpenByDefault || activeCount > 0);
  return (
    <Accordion
      expanded={isOpen}
      onChange={(_, expanded) => setIsOpen(expanded)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ borderRadius: '12px', '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            {subtitle && !isOpen && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          <Box sx={{ ml: 'auto', mr: 1, display: 'flex', gap: 1 }}>
            {hasError && (
              <Chip size="small" color="error" label="Check values" />
            )}
            {activeCount > 0 && (
              <Chip
                size="small"
                color="secondary"
                variant="outlined"
                label={`${activeCount} set`}
              />
            )}
            {defaultCount > 0 && (
              <Chip
                size="small"
                variant="outlined"
                title="A default filter: it narrows every search until cleared"
                label={`${defaultCount} default set`}
              />
            )}
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails
        sx={{ px: 2.5, pb: 3, pt: 0.5, display: 'grid', gap: 2.5 }}
      >
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
