import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { companyParamsSchema, type Module } from '@edge/contracts';
import { useCompanyProfile } from '../api/get-company-profile';
import { useDashboardModule } from '../hooks/use-dashboard-module';
import { getBackTarget } from '../utils/back-target';
import { unavailableReason } from '../utils/unavailable-reason';
import { BackLink } from './back-link';
import { CardFrame } from '../../../components/ui/card-frame';
import { CompanyHeader } from './company-header';
import { CompanyUnavailable } from './company-unavailable';
import { DashboardReports } from './dashboard-reports';
import { EventsCard } from './events-card';
import { NotesJumpButton } from './notes-jump-button';
import { ReportPair } from './report-layout';

const NOTES_ID = 'company-notes';

/** What a favorite toggle needs to know of the company on screen. */
export interface DashboardCompany {
  module: Module;
  muns: string;
  entityName: string;
}

export interface CompanyDashboardProps {
  muns: string;
  /** Modules the user holds: the reports start before the profile is in. */
  heldModules: readonly Module[];
  /** Slot: header actions for the company, such as a favorite toggle. */
  renderActions?: (company: DashboardCompany) => ReactNode;
  /** Slot: the user's own work on the company, under the header. */
  renderWorkflow?: (company: DashboardCompany) => ReactNode;
  /** Slot: the notes section under the reports. */
  notes?: ReactNode;
  /** Slot: a report of the user's agency above the module's reports. */
  agencyReport?: ReactNode;
}

/** The favorite toggle (or other actions) and the way down to the notes. */
function HeaderActions({
  company,
  renderActions,
  notes,
}: CompanyDashboardProps & { company: DashboardCompany }) {
  return (
    <>
      {renderActions?.(company)}
      {notes && <NotesJumpButton targetId={NOTES_ID} />}
    </>
  );
}

function DashboardContent(props: CompanyDashboardProps) {
  const { muns } = props;
  const profile = useCompanyProfile(muns);
  const company = profile.view.status === 'loaded' ? profile.view.data : null;
  const { module, select } = useDashboardModule(
    props.heldModules,
    company?.modules ?? null,
  );
  const back = getBackTarget(useLocation().state, module ?? 'pc');
  const failed = profile.view.status === 'error' ? profile.view.error : null;
  const reason = failed && unavailableReason(failed);
  if (reason) return <CompanyUnavailable reason={reason} back={back} />;
  const shown: DashboardCompany | null =
    company && module
      ? { module, muns, entityName: company.entity_name }
      : null;
  const actions = shown && <HeaderActions {...props} company={shown} />;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <BackLink target={back} />
      <CompanyHeader
        profile={profile.view}
        onRetry={profile.retry}
        module={module}
        actions={actions}
      />
      {shown && props.renderWorkflow?.(shown)}
      <DashboardReports
        muns={muns}
        profile={profile.view}
        module={module}
        onSelectModule={select}
        agencyReport={props.agencyReport}
      />
      {props.notes ? (
        <ReportPair
          left={<EventsCard muns={muns} />}
          right={
            <CardFrame id={NOTES_ID} title="Notes">
              {props.notes}
            </CardFrame>
          }
        />
      ) : (
        <EventsCard muns={muns} />
      )}
    </Box>
  );
}

/** SPEC §2: the company dashboard: profile, then a card per report. */
export function CompanyDashboard(props: CompanyDashboardProps) {
  const back = getBackTarget(useLocation().state, props.heldModules[0] ?? 'pc');
  // A malformed id is not asked for: no company can have it.
  if (!companyParamsSchema.safeParse({ muns: props.muns }).success) {
    return <CompanyUnavailable reason="not-found" back={back} />;
  }
  return <DashboardContent {...props} />;
}
