import type { ReactNode } from 'react';
import { CardFrame } from '../../../components/ui/card-frame';

export const AMS_REPORT_TITLE = 'Accounts in your AMS';
export const AMS_REPORT_ID = 'report-duplicate-accounts';

const HINT =
  'Accounts of your agency management system (AMS) that match this ' +
  'company on MSID, name, address or phone, with their owner and contacts.';

/** The card of the duplicate-accounts report (SPEC §1). */
export function AmsReportFrame({
  isBusy = false,
  children,
}: {
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <CardFrame
      id={AMS_REPORT_ID}
      title={AMS_REPORT_TITLE}
      hint={HINT}
      isBusy={isBusy}
    >
      {children}
    </CardFrame>
  );
}
