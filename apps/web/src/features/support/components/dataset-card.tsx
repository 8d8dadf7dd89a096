import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatCount,
  formatDate,
  type Module,
  type SupportDataset,
} from '@edge/contracts';

const MODULE_NAMES: Record<Module, string> = {
  pc: 'Commercial Lines',
  eb: 'Employee Benefits',
};

function share(part: number, whole: number): string {
  if (whole === 0) return '';
  const percent = (part / whole) * 100;
  const text =
    percent > 0 && percent < 1 ? '<1' : Math.round(percent).toString();
  return ` (${text}%)`;
}

// 'Plan year 2025'; nothing for data that is not kept by year.
function yearFact(dataset: SupportDataset): [string, string][] {
  if (dataset.latest_year === null) return [];
  const kind = dataset.year_kind ? `${dataset.year_kind} year` : 'year';
  const text = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  return [['Latest', `${text} ${dataset.latest_year}`]];
}

interface DatasetCardProps {
  dataset: SupportDataset;
  /** Every company in the database. */
  total: number;
}

/** One dataset of the data page: its figures first, then where it comes from. */
export function DatasetCard({ dataset, total }: DatasetCardProps) {
  const facts: [label: string, value: string][] = [
    [
      'As of',
      dataset.as_of_date ? formatDate(dataset.as_of_date) : 'Not stated',
    ],
    [
      'Companies',
      `${formatCount(dataset.companies)}${share(dataset.companies, total)}`,
    ],
    ...yearFact(dataset),
    ['Imported', formatDate(dataset.imported_at)],
  ];
  const titleId = `dataset-${dataset.dataset}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        borderRadius: '12px',
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'baseline',
        }}
      >
        <Typography
          id={titleId}
          component="h3"
          variant="h3"
          sx={{ mr: 'auto' }}
        >
          {dataset.label}
        </Typography>
        {dataset.modules.map((module) => (
          <Chip
            key={module}
            size="small"
            variant="outlined"
            label={MODULE_NAMES[module]}
          />
        ))}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
          },
          gap: 1.5,
        }}
      >
        {facts.map(([label, value]) => (
          <Box
            key={label}
            sx={{ bgcolor: '#f8fafc', borderRadius: 2, px: 1.5, py: 1 }}
          >
            <Typography
              component="dt"
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography>{dataset.used_for}</Typography>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        Source: {dataset.source}. Newest file: {dataset.file_name}
        {dataset.files > 1
          ? ` (${formatCount(dataset.files)} files imported)`
          : ''}
        .
      </Typography>
    </Paper>
  );
}
