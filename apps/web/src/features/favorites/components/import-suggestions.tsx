import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Module, UnmatchedImportRow } from '@edge/contracts';
import { useAddSuggestedFavorites } from '../api/add-suggested-favorites';
import { unmatchedRowLabel } from '../utils/import-summary';
import { suggestionPlace } from '../utils/suggestion-text';

const NONE = '';

const chosenLabel = (count: number) =>
  count === 0
    ? 'Add chosen companies'
    : `Add ${count} chosen ${count === 1 ? 'company' : 'companies'}`;

function RowChoices({
  row,
  value,
  onChange,
}: {
  row: UnmatchedImportRow;
  value: string;
  onChange: (muns: string) => void;
}) {
  const name = unmatchedRowLabel(row.values);
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Row {row.row}: {name}
      </Typography>
      <RadioGroup
        aria-label={`Companies for row ${row.row}: ${name}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {row.suggestions.map((s) => (
          <FormControlLabel
            key={s.muns}
            value={s.muns}
            control={<Radio size="small" />}
            label={
              <Typography variant="body2">
                {s.entity_name}{' '}
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ ml: 1, color: 'text.secondary' }}
                >
                  {suggestionPlace(s)}
                </Typography>
              </Typography>
            }
          />
        ))}
        <FormControlLabel
          value={NONE}
          control={<Radio size="small" />}
          label={<Typography variant="body2">None of these</Typography>}
        />
      </RadioGroup>
    </Box>
  );
}

/**
 * Rows without an exact match and the companies closest by name: the user
 * picks one per row (or none) and confirms; nothing is added before that.
 */
export function ImportSuggestions({
  module,
  rows,
}: {
  module: Module;
  rows: readonly UnmatchedImportRow[];
}) {
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const add = useAddSuggestedFavorites(module);
  const picks = rows.filter((row) => chosen[row.row]);
  const handleConfirm = () =>
    add.mutate(
      picks.map((row) => ({
        muns: chosen[row.row]!,
        ...(row.comment ? { comment: row.comment } : {}),
      })),
    );
  if (add.isSuccess) {
    const count = add.data.length;
    return (
      <Alert severity="success">
        {count === 1 ? '1 company' : `${count} companies`} added from the close
        matches.
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="close-matches-title">
      <Typography id="close-matches-title" variant="subtitle2" component="h3">
        Close matches to confirm
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        These rows have no exact match. Choose the company each one means.
      </Typography>
      <Paper
        variant="outlined"
        sx={{ borderRadius: '8px', maxHeight: 280, overflow: 'auto', px: 1.5 }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <RowChoices
              key={row.row}
              row={row}
              value={chosen[row.row] ?? NONE}
              onChange={(muns) =>
                setChosen((current) => ({ ...current, [row.row]: muns }))
              }
            />
          ))}
        </Box>
      </Paper>
      {add.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {add.error.message}
        </Alert>
      )}
      <Button
        variant="outlined"
        sx={{ mt: 1.5 }}
        disabled={picks.length === 0}
        loading={add.isPending}
        onClick={handleConfirm}
      >
        {chosenLabel(picks.length)}
      </Button>
    </Box>
  );
}
