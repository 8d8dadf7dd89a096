import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

interface NaicsFilterInputProps {
  value: string;
  onChange: (text: string) => void;
}

/** The search box over a NAICS tree: codes or words of the titles. */
export function NaicsFilterInput({ value, onChange }: NaicsFilterInputProps) {
  return (
    <TextField
      size="small"
      label="Find an industry"
      placeholder="Code or words of the title, e.g. 2382 or plumbing"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
