import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { formatCount, formatDate } from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useSupportDatasets } from '../api/get-support-datasets';
import { DatasetCard } from './dataset-card';

function newestAsOf(dates: readonly (string | null)[]): string | null {
  return dates.reduce<string | null>(
    (newest, date) =>
      date !== null && (newest === null || date > newest) ? date : newest,
    null,
  );
}

/** The data page: every imported dataset, as the import records tell. */
export function DatasetsView() {
  const datasets = useSupportDatasets();
  if (datasets.isPending) {
    return (
      <Box
        sx={{ display: 'grid', gap: 2 }}
        aria-busy="true"
        aria-label="Loading the datasets"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  }
  if (datasets.isError) {
    return (
      <RetryAlert onRetry={() => void datasets.refetch()}>
        The datasets could not be loaded.
      </RetryAlert>
    );
  }
  const { companies, datasets: list } = datasets.data;
  if (list.length === 0) {
    return (
      <MessagePanel icon={<StorageOutlinedIcon />} title="No data imported yet">
        Once the first files are imported, each dataset shows here with its
        source, as-of date and the companies it covers.
      </MessagePanel>
    );
  }
  const asOf = newestAsOf(list.map((d) => d.as_of_date));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(list.length)} datasets cover {formatCount(companies)}{' '}
        companies
        {asOf ? `; the newest data is as of ${formatDate(asOf)}` : ''}. A
        company counts for a dataset when at least one of its records is in it;
        hazard and crime scores count the companies in the counties and ZIP
        codes they rate.
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {list.map((dataset) => (
          <DatasetCard
            key={dataset.dataset}
            dataset={dataset}
            total={companies}
          />
        ))}
      </Box>
    </Box>
  );
}
