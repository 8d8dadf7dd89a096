import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { Module } from '@edge/contracts';
import { PageFrame } from '../../../components/layouts/page-frame';
import { MessagePanel } from '../../../components/ui/message-panel';
import { paths } from '../../../config/paths';

/**
 * /edge/results/dashboard before any company was opened in the results of
 * this tab: the way on is to pick one there.
 */
export function NoCompanySelected({ module }: { module: Module }) {
  return (
    <PageFrame title="Company dashboard">
      <MessagePanel
        icon={<TravelExploreIcon />}
        title="No company selected"
        actions={
          <Button
            component={RouterLink}
            to={paths.results(module)}
            variant="contained"
          >
            Back to results
          </Button>
        }
      >
        Open a company from your search results to see its dashboard: its
        profile, property and risk, policies, compliance record, benefit plans
        and contacts on one page.
      </MessagePanel>
    </PageFrame>
  );
}
