import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CompanyProfile, Module } from '@edge/contracts';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import type { ReportView } from '../../../utils/report-view';
import { CompanyContactLine } from './company-contact-line';
import { CompanyKeyFacts } from './company-key-facts';
import { ReportProblem } from '../../../components/ui/report-states';
import { SourceCaption } from './source-caption';

interface CompanyHeaderProps {
  profile: ReportView<CompanyProfile>;
  onRetry: () => void;
  module: Module | null;
  /** Header actions, such as the favorite toggle. */
  actions?: ReactNode;
}

function HeaderSkeleton() {
  return (
    <Box aria-busy>
      <Typography variant="h1" component="h1">
        <Box component="span" sx={VISUALLY_HIDDEN}>
          Loading company…
        </Box>
        <Skeleton aria-hidden width="45%" />
      </Typography>
      <Skeleton width="60%" />
      <Skeleton width="80%" height={48} />
    </Box>
  );
}

function CompanyIdentity(
  props: CompanyHeaderProps & { company: CompanyProfile },
) {
  const { company } = props;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {/* On a phone the actions go above the name, which keeps the width. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h1"
            component="h1"
            // Lines break between words; a word wider than the line alone
            // is hyphenated rather than cut anywhere.
            sx={{
              overflowWrap: 'break-word',
              hyphens: 'auto',
              fontSize: { xs: '1.5rem', sm: '1.75rem' },
            }}
          >
            {company.entity_name}
          </Typography>
          {company.dba_name && (
            <Typography sx={{ color: 'text.secondary' }}>
              Doing business as {company.dba_name}
            </Typography>
          )}
        </Box>
        {props.actions && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              flexShrink: 0,
              justifyContent: { xs: 'flex-end', sm: 'flex-start' },
            }}
          >
            {props.actions}
          </Box>
        )}
      </Box>
      <CompanyContactLine profile={company} module={props.module} />
      <CompanyKeyFacts profile={company} />
      <SourceCaption sources={company.sources} isSummary />
    </Box>
  );
}

/** Who the company is: name, DBA, address, phone, website, key facts. */
export function CompanyHeader(props: CompanyHeaderProps) {
  const { profile } = props;
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: '12px', p: { xs: 2, md: 3 } }}
    >
      {profile.status === 'loading' && <HeaderSkeleton />}
      {profile.status === 'loaded' && (
        <CompanyIdentity {...props} company={profile.data} />
      )}
      {(profile.status === 'error' || profile.status === 'ignored') && (
        <>
          <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
            Company dashboard
          </Typography>
          <ReportProblem
            title="The company profile could not be loaded."
            message={
              profile.status === 'error'
                ? profile.error.message
                : 'The answer was for another company, so it is not shown.'
            }
            onRetry={props.onRetry}
          />
        </>
      )}
    </Paper>
  );
}
