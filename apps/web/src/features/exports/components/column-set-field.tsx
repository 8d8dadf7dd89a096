import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ColumnSet } from '@edge/contracts';

interface ColumnSetFieldProps {
  value: ColumnSet;
  onChange: (value: ColumnSet) => void;
  /** The table's visible columns, the 'As shown' set. */
  shownLabels: readonly string[];
}

const SETS: readonly { value: ColumnSet; label: string; hint: string }[] = [
  {
    value: 'shown',
    label: 'As shown',
    hint: 'The table’s columns, in its order and formatting.',
  },
  {
    value: 'profile',
    label: 'Full profile',
    hint: 'Every fact of the company’s reports, with the source and year of each.',
  },
  {
    value: 'crm',
    label: 'CRM import',
    hint: 'A zip of accounts and contacts files that Salesforce and HubSpot import as they are; re-importing updates the same records.',
  },
];

/** The export dialog's choice of columns. */
export function ColumnSetField({
  value,
  onChange,
  shownLabels,
}: ColumnSetFieldProps) {
  return (
    <FormControl>
      <FormLabel id="export-columns-label">Columns</FormLabel>
      <RadioGroup
        aria-labelledby="export-columns-label"
        value={value}
        onChange={(event) => onChange(event.target.value as ColumnSet)}
      >
        {SETS.map((set) => (
          <FormControlLabel
            key={set.value}
            value={set.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 0.5 }}
            label={
              <span>
                {set.label}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary', display: 'block' }}
                >
                  {set.hint}
                  {set.value === 'shown' && value === 'shown' && (
                    <> {shownLabels.join(' · ')}</>
                  )}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
