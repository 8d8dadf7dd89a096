import type { ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import { adminAccess, type AdminAccess } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { externalLinks } from '../../config/paths';
import { ActivityLogTable } from '../../features/activity-reports/components/activity-log-table';
import { ActivityReportView } from '../../features/activity-reports/components/activity-report-view';
import { GroupSummaryView } from '../../features/activity-reports/components/group-summary-view';
import { UsageReportView } from '../../features/activity-reports/components/usage-report-view';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { getSwitchTarget } from '../../utils/route-module';
import { ForbiddenPage } from '../guards/forbidden-page';

const EYEBROW = 'Admin';

/**
 * The report when the Admin menu allows it (SPEC §6, the same rule as the
 * menu's); else the 403 page. The server checks the same on every call.
 */
function AdminReport({
  isAllowed,
  children,
}: {
  isAllowed: (access: AdminAccess) => boolean;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  if (!isAllowed(adminAccess(user))) {
    return <ForbiddenPage switchTo={getSwitchTarget(user.products, null)} />;
  }
  return children;
}

/** /app/actlog/all: the account's activity and its log. */
export function ActivityReportRoute() {
  return (
    <AdminReport isAllowed={(access) => access.activityReport}>
      <PageFrame
        eyebrow={EYEBROW}
        title="Activity Report"
        description="Sign-ins, searches, company views and exports of every user of your account, per user and per day, and the log of what each did."
      >
        <ActivityReportView source="/report">
          <ActivityLogTable />
        </ActivityReportView>
      </PageFrame>
    </AdminReport>
  );
}

/** /app/actlog/generic: every user of the account. */
export function GenericActivityReportRoute() {
  return (
    <AdminReport isAllowed={(access) => access.genericActivityReport}>
      <PageFrame
        eyebrow={EYEBROW}
        title="Generic Activity Report"
        description="Sign-ins, searches, company views and exports of every user of your account, per user and per day."
      >
        <ActivityReportView source="/generic" />
      </PageFrame>
    </AdminReport>
  );
}

/** /app/actlog/groups: each group of the account. */
export function GroupReportsRoute() {
  return (
    <AdminReport isAllowed={(access) => access.groupReports}>
      <PageFrame
        eyebrow={EYEBROW}
        title="Group Reports"
        description="The activity of each group of your account's users. Choose a group to see its users."
      >
        <GroupSummaryView />
      </PageFrame>
    </AdminReport>
  );
}

/** /app/actlog/groups/:groupId: the users of one group (Group Reports). */
export function GroupReportRoute() {
  const { groupId } = useParams();
  const [params] = useSearchParams();
  const id = Number(groupId);
  return (
    <AdminReport isAllowed={(access) => access.groupReports}>
      <PageFrame
        eyebrow={EYEBROW}
        title="Group Report"
        description={
          <Link
            component={RouterLink}
            to={`${externalLinks.groupReports}?${params}`}
          >
            Back to Group Reports
          </Link>
        }
      >
        <ActivityReportView
          source={`/groups/${Number.isInteger(id) && id > 0 ? id : 0}`}
        />
      </PageFrame>
    </AdminReport>
  );
}

/** /app/actlog/group/:groupId: the users of the admin's own group. */
export function GroupActivityReportRoute() {
  const { groupId } = useParams();
  return (
    <AdminReport isAllowed={(access) => access.groupActivityReport === groupId}>
      <PageFrame
        eyebrow={EYEBROW}
        title="Group Activity Report"
        description="Sign-ins, searches, company views and exports of the users of your group, per user and per day."
      >
        <ActivityReportView source="/group" />
      </PageFrame>
    </AdminReport>
  );
}

/** /app/actlog/usage: the Usage Report. */
export function UsageReportRoute() {
  return (
    <AdminReport isAllowed={(access) => access.usageReport}>
      <PageFrame
        eyebrow={EYEBROW}
        title="Usage Report"
        description="Seats used of seats bought, active users, exports against the daily limit, and use per module and per week."
      >
        <UsageReportView />
      </PageFrame>
    </AdminReport>
  );
}
