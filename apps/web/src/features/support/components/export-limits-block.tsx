import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { formatCount } from '@edge/contracts';
import { useSupportLimits } from '../api/get-support-limits';
import { TermsBlock } from './terms-block';

/** The export limits as this server is configured. */
export function ExportLimitsBlock() {
  const limits = useSupportLimits();
  if (limits.isPending) {
    return (
      <Skeleton
        variant="rounded"
        height={120}
        aria-label="Loading the limits"
      />
    );
  }
  if (limits.isError) {
    return (
      <Alert severity="warning">
        The limits could not be loaded just now. The export dialog says when a
        limit is reached.
      </Alert>
    );
  }
  const { data } = limits;
  return (
    <TermsBlock
      rows={[
        {
          term: 'Rows per export',
          text: `Up to ${formatCount(data.export_max_rows)}. A larger result is refused with its count: narrow the search or tick the rows to export.`,
        },
        {
          term: 'Exports per day',
          text: `${formatCount(data.exports_per_day)} in any 24 hours, each user.`,
        },
        {
          term: 'At once',
          text: `${formatCount(data.exports_at_once)} of your exports may run at the same time.`,
        },
        {
          term: 'Files kept',
          text: `${formatCount(data.export_file_hours)} hours after the export finishes; after that, Re-run makes it again.`,
        },
      ]}
    />
  );
}
