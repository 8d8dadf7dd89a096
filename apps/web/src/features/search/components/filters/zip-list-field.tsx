import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const SEPARATORS = /[\s,;]+/;
const isZip = (text: string) => /^\d{5}$/.test(text);

interface ZipListFieldProps {
  label: string;
  value: readonly string[];
  onChange: (zips: string[]) => void;
  error?: string | undefined;
}

function addUnique(list: readonly string[], items: readonly string[]) {
  return [...new Set([...list, ...items.filter(Boolean)])];
}

/**
 * ZIP codes as chips: Enter, a comma or a space adds what was typed, and a
 * pasted list is split. An empty box lets Enter run the search.
 */
export function ZipListField({
  label,
  value,
  onChange,
  error,
}: ZipListFieldProps) {
  const [input, setInput] = useState('');
  const handleInput = (text: string) => {
    if (!SEPARATORS.test(text)) {
      setInput(text);
      return;
    }
    const parts = text.split(SEPARATORS);
    const rest = parts.pop() ?? '';
    onChange(addUnique(value, parts));
    setInput(rest);
  };
  const hasBadZip = value.some((zip) => !isZip(zip));
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={[...value]}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') handleInput(text);
        else setInput(text);
      }}
      onChange={(_, zips) => onChange(addUnique([], zips))}
      onBlur={() => {
        if (input.trim()) onChange(addUnique(value, [input.trim()]));
        setInput('');
      }}
      renderValue={(zips, getItemProps) =>
        zips.map((zip, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={zip}
              color={isZip(zip) ? 'default' : 'error'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error !== undefined || hasBadZip}
          helperText={
            error ??
            (hasBadZip
              ? 'A ZIP code has 5 digits.'
              : 'Type or paste 5-digit ZIP codes.')
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric' },
          }}
        />
      )}
    />
  );
}
