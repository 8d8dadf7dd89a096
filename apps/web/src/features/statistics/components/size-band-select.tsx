import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { STAT_SIZE_BANDS, type StatSizeBand } from '@edge/contracts';

const KEYS = STAT_SIZE_BANDS.map((band) => band.key);
const LABELS = new Map<string, string>(
  STAT_SIZE_BANDS.map((band) => [band.key, band.label]),
);

interface SizeBandSelectProps {
  value: readonly StatSizeBand[];
  onChange: (sizes: StatSizeBand[]) => void;
}

/** Company size by employee band (STAT_SIZE_BANDS), several at once. */
export function SizeBandSelect({ value, onChange }: SizeBandSelectProps) {
  return (
    <Autocomplete
      multiple
      autoHighlight
      disableCloseOnSelect
      limitTags={3}
      options={KEYS}
      value={[...value]}
      onChange={(_, sizes) => onChange(sizes)}
      getOptionLabel={(key) => LABELS.get(key) ?? key}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Company size"
          helperText="Leave empty for every size."
        />
      )}
    />
  );
}
