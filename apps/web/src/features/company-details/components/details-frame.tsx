import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { DetailsCompany, Module, ReportSource } from '@edge/contracts';
import { PageFrame } from '../../../components/layouts/page-frame';
import { paths } from '../../../config/paths';
import { MODULE_LABELS } from '../../../utils/route-module';
import { formatAddress } from '../utils/format-source';
import { SourceLine } from './source-line';

interface DetailsFrameProps {
  muns: string;
  module: Module;
  /** What the page lists: 'OSHA Inspections'. */
  title: string;
  /** The company and its sources once the first page is in. */
  company?: DetailsCompany;
  sources?: readonly ReportSource[];
  children: ReactNode;
}

/**
 * A details page: back to the company's dashboard, the company's name and
 * main address, where the rows come from, then the page's content.
 */
export function DetailsFrame({
  muns,
  module,
  title,
  company,
  sources,
  children,
}: DetailsFrameProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Link
        component={RouterLink}
        to={paths.companyDashboard(muns, module)}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          justifySelf: 'start',
          fontWeight: 600,
          fontSize: 14,
        }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Company dashboard
      </Link>
      <PageFrame
        eyebrow={`${MODULE_LABELS[module]} · ${title}`}
        title={company?.entity_name ?? title}
        description={
          company ? formatAddress(company) || 'No address on file' : undefined
        }
        isWide
      >
        {sources && <SourceLine sources={sources} />}
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>{children}</Box>
      </PageFrame>
    </Box>
  );
}
