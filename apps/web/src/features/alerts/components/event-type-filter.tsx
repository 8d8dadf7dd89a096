import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import type { EventType } from '@edge/contracts';

interface EventTypeFilterProps {
  /** The application's types; undefined while they load. */
  types: readonly EventType[] | undefined;
  value: readonly string[];
  onChange: (types: string[]) => void;
}

function summary(value: readonly string[], types: readonly EventType[]) {
  if (value.length === 0) return 'All event types';
  if (value.length === 1) {
    return types.find((t) => t.type === value[0])?.label ?? value[0];
  }
  return `${value.length} event types`;
}

/** Which event types the list shows: none chosen means every one. */
export function EventTypeFilter({
  types,
  value,
  onChange,
}: EventTypeFilterProps) {
  const labelId = useId();
  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const next = event.target.value;
    // Keep the catalog's order, whatever order they were ticked in.
    const chosen = typeof next === 'string' ? next.split(',') : next;
    onChange(
      (types ?? []).map((t) => t.type).filter((t) => chosen.includes(t)),
    );
  };
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: 280 } }}>
      <InputLabel id={labelId} shrink>
        Event types
      </InputLabel>
      <Select<string[]>
        labelId={labelId}
        multiple
        displayEmpty
        value={[...value]}
        disabled={!types}
        onChange={handleChange}
        input={<OutlinedInput notched label="Event types" />}
        renderValue={(selected) => summary(selected, types ?? [])}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 420 } } } }}
      >
        {(types ?? []).map((type) => (
          <MenuItem key={type.type} value={type.type} dense>
            <Checkbox
              size="small"
              checked={value.includes(type.type)}
              tabIndex={-1}
              disableRipple
              sx={{ py: 0.25 }}
            />
            <ListItemText primary={type.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
