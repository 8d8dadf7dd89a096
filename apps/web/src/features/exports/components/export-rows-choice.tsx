import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatCount } from '@edge/contracts';

interface ExportRowsChoiceProps {
  kind: 'results' | 'favorites';
  /** Every row of the result or list. */
  total: number;
  /** How many rows the user ticked. */
  ticked: number;
  isTickedOnly: boolean;
  onChange: (isTickedOnly: boolean) => void;
}

const WORDS = {
  results: { all: 'Whole result', ticked: 'Ticked rows', unit: 'rows' },
  favorites: { all: 'All favorites', ticked: 'Ticked favorites', unit: '' },
} as const;

/** Which rows to write: all of them, or the ticked ones. */
export function ExportRowsChoice({
  kind,
  total,
  ticked,
  isTickedOnly,
  onChange,
}: ExportRowsChoiceProps) {
  const words = WORDS[kind];
  const count = (n: number) =>
    words.unit ? `${formatCount(n)} ${words.unit}` : formatCount(n);
  return (
    <FormControl>
      <FormLabel id="export-rows-label">Rows</FormLabel>
      <RadioGroup
        aria-labelledby="export-rows-label"
        value={isTickedOnly ? 'ticked' : 'all'}
        onChange={(event) => onChange(event.target.value === 'ticked')}
      >
        <FormControlLabel
          value="all"
          control={<Radio />}
          label={`${words.all} (${count(total)})`}
        />
        <FormControlLabel
          value="ticked"
          control={<Radio />}
          disabled={ticked === 0}
          label={`${words.ticked} (${formatCount(ticked)})`}
        />
      </RadioGroup>
      {ticked === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Tick rows in the table to export only those.
        </Typography>
      )}
    </FormControl>
  );
}
