import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { CompanyProfile, Module } from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import type { ReportView } from '../../../utils/report-view';
import { EbReports } from './eb/eb-reports';
import { ModuleTabs, moduleTabId, REPORTS_PANEL_ID } from './module-tabs';
import { OpportunityCard } from './opportunity-card';
import { PcReports } from './pc/pc-reports';

interface DashboardReportsProps {
  muns: string;
  profile: ReportView<CompanyProfile>;
  module: Module | null;
  onSelectModule: (module: Module) => void;
  /** In both modules, above their reports (the AMS duplicate accounts). */
  agencyReport?: ReactNode;
}

/** The reports of the module on screen, with tabs when the company has two. */
export function DashboardReports(props: DashboardReportsProps) {
  const { muns, profile, module } = props;
  const modules = profile.status === 'loaded' ? profile.data.modules : [];
  if (!module) {
    return (
      <MessagePanel icon={<InfoOutlinedIcon />} title="No reports to show">
        This company is not in a module of your subscription.
      </MessagePanel>
    );
  }
  const hasTabs = modules.length > 1;
  return (
    <>
      {hasTabs && (
        <ModuleTabs
          modules={modules}
          module={module}
          onSelect={props.onSelectModule}
        />
      )}
      <Box
        id={REPORTS_PANEL_ID}
        role={hasTabs ? 'tabpanel' : undefined}
        aria-labelledby={hasTabs ? moduleTabId(module) : undefined}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        <OpportunityCard muns={muns} module={module} />
        {props.agencyReport}
        {module === 'pc' ? (
          <PcReports muns={muns} profile={profile} />
        ) : (
          <EbReports muns={muns} />
        )}
      </Box>
    </>
  );
}
