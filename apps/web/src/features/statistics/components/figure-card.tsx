import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  type Module,
  type StatFigureInfo,
  type StatisticsFigure,
} from '@edge/contracts';
import { useStatisticsFigure } from '../api/get-statistics-figure';
import { coverageText } from '../utils/coverage-text';
import type { StatFilters } from '../utils/stat-filters';
import { DownloadCsvButton } from './download-csv-button';
import {
  EmptyReport,
  ReportProblem,
} from '../../../components/ui/report-states';
import { FigureSkeleton } from './figure-states';
import { FigureView } from './figure-view';

interface FigureCardProps {
  module: Module;
  figure: StatFigureInfo;
  filters: StatFilters;
}

function SourceLine({
  source,
  asOf,
}: {
  source: string;
  asOf: string | null | undefined;
}) {
  const date = formatDate(asOf);
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{ color: 'text.secondary' }}
    >
      Source: {source}
      {date && ` · Data as of ${date}`}
    </Typography>
  );
}

function FigureFooter(props: {
  module: Module;
  figure: StatFigureInfo;
  answer: StatisticsFigure | undefined;
}) {
  const { answer } = props;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        pt: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {answer && answer.rows.length > 0 && (
        <DownloadCsvButton
          module={props.module}
          title={props.figure.title}
          answer={answer}
        />
      )}
      <SourceLine source={props.figure.source} asOf={answer?.as_of} />
    </Box>
  );
}

/** One statistics figure in its own card, loading on its own. */
export function FigureCard({ module, figure, filters }: FigureCardProps) {
  const query = useStatisticsFigure(module, figure.id, filters);
  const answer = query.data;
  const titleId = `figure-${figure.id}-title`;
  const isUpdating = query.isFetching && query.isPlaceholderData;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
      data-figure={figure.id}
      sx={{
        borderRadius: '12px',
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1.75,
        minWidth: 0,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {isUpdating && (
        <LinearProgress
          aria-label={`Updating ${figure.title}`}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={titleId} variant="h3" component="h2">
            {figure.title}
          </Typography>
          {answer?.year != null && (
            <Chip size="small" label={`Year ${answer.year}`} />
          )}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {figure.description}
        </Typography>
        {answer && (
          <Typography
            variant="body2"
            data-coverage
            sx={{ mt: 0.75, fontWeight: 600 }}
          >
            {coverageText(answer.coverage)}
          </Typography>
        )}
      </Box>
      {query.isPending && <FigureSkeleton label={figure.title} />}
      {query.isError && (
        <ReportProblem
          title={`${figure.title} could not be loaded.`}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      )}
      {answer &&
        (answer.rows.length === 0 ? (
          <EmptyReport text="No data for these filters" />
        ) : (
          <FigureView title={figure.title} answer={answer} />
        ))}
      <FigureFooter module={module} figure={figure} answer={answer} />
    </Paper>
  );
}
