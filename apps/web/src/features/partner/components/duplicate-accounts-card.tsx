import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DuplicateAccountsReport } from '@edge/contracts';
import {
  EmptyReport,
  ReportPending,
} from '../../../components/ui/report-states';
import { useDuplicateAccounts } from '../api/get-duplicate-accounts';
import { AMS_REPORT_TITLE, AmsReportFrame } from './ams-report-frame';
import { DuplicateAccountItem } from './duplicate-account-item';

interface DuplicateAccountsCardProps {
  muns: string;
  /** The owner's e-mail from the agency users, when the answer lacks it. */
  ownerEmailOf: (ownerId: string) => string | null;
}

function emptyText(report: DuplicateAccountsReport): string {
  return (
    `Not in your AMS: no account of ${report.agency_name} has this ` +
    'company’s MSID, name, address or phone.'
  );
}

function leadText(report: DuplicateAccountsReport): string {
  const count = report.accounts.length;
  const noun = count === 1 ? 'account matches' : 'accounts match';
  return `${count} ${noun} this company in ${report.agency_name}’s AMS.`;
}

function AccountList(props: {
  report: DuplicateAccountsReport;
  ownerEmailOf: (ownerId: string) => string | null;
}) {
  return (
    <>
      <Typography variant="body2">{leadText(props.report)}</Typography>
      <Box
        component="ul"
        aria-label="AMS accounts"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          '& > li:last-of-type': { borderBottom: 0, pb: 0 },
        }}
      >
        {props.report.accounts.map((account) => (
          <DuplicateAccountItem
            key={account.id}
            account={account}
            ownerEmailOf={props.ownerEmailOf}
          />
        ))}
      </Box>
    </>
  );
}

/**
 * The duplicate-accounts report: the agency's AMS accounts that match the
 * company. Loading, loaded or error on its own (SPEC §4).
 */
export function DuplicateAccountsCard({
  muns,
  ownerEmailOf,
}: DuplicateAccountsCardProps) {
  const { view, retry } = useDuplicateAccounts(muns);
  const data = view.status === 'loaded' ? view.data : null;
  return (
    <AmsReportFrame isBusy={view.status === 'loading'}>
      <ReportPending view={view} title={AMS_REPORT_TITLE} onRetry={retry} />
      {data &&
        (data.accounts.length === 0 ? (
          <EmptyReport text={emptyText(data)} />
        ) : (
          <AccountList report={data} ownerEmailOf={ownerEmailOf} />
        ))}
    </AmsReportFrame>
  );
}
