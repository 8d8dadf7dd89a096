import { useCallback } from 'react';
import type { UserInfo } from '@edge/contracts';
import { ReportProblem } from '../../../components/ui/report-states';
import { useAgencyUsers } from '../api/get-agency-users';
import { useAmsAccess } from '../hooks/use-ams-access';
import { AMS_REPORT_TITLE, AmsReportFrame } from './ams-report-frame';
import { DuplicateAccountsCard } from './duplicate-accounts-card';

interface AmsAccountsReportProps {
  muns: string;
  user: Pick<UserInfo, 'id' | 'account_type'>;
}

/**
 * On the company dashboard, for a partner-platform user whose agency's
 * licence has the AMS: the duplicate-accounts card. Nothing for anyone
 * else, and nothing asked.
 */
export function AmsAccountsReport({ muns, user }: AmsAccountsReportProps) {
  const { isPartner, license, hasAms } = useAmsAccess(user);
  // The owners' e-mails, when the licence holds the agency users.
  const hasAgencyUsers = hasAms && license.data?.agency_users === true;
  const { data: agencyUsers } = useAgencyUsers(user, hasAgencyUsers);
  const ownerEmailOf = useCallback(
    (ownerId: string) =>
      agencyUsers?.users.find((u) => u.id === ownerId)?.email || null,
    [agencyUsers],
  );
  if (!isPartner) return null;
  if (license.isError && !license.data) {
    return (
      <AmsReportFrame>
        <ReportProblem
          title={`${AMS_REPORT_TITLE} could not be loaded.`}
          message={license.error.message}
          onRetry={() => void license.refetch()}
        />
      </AmsReportFrame>
    );
  }
  if (!hasAms) return null;
  return <DuplicateAccountsCard muns={muns} ownerEmailOf={ownerEmailOf} />;
}
