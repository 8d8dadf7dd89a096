import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import type { FilterOptionsState } from '@mui/material/useAutocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { NaicsNode } from '@edge/contracts';

const TYPED_CODE = /^\d{2,6}$/;

interface IndustrySelectProps {
  /** The NAICS tree (titles of any level); its sectors are the options. */
  industries: readonly NaicsNode[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
}

/**
 * Industries by NAICS: pick sectors from the list, or type a code of 2 to
 * 6 digits (e.g. 2382) and choose it from the top of the list.
 */
export function IndustrySelect({
  industries,
  value,
  onChange,
}: IndustrySelectProps) {
  const titles = useMemo(
    () => new Map(industries.map((node) => [node.code, node.title])),
    [industries],
  );
  const sectors = useMemo(
    () => industries.filter((node) => node.level === 2).map((n) => n.code),
    [industries],
  );
  const labelOf = useMemo(
    () => (code: string) => {
      const title = titles.get(code);
      return title ? `${code} ${title}` : code;
    },
    [titles],
  );
  const filterOptions = useMemo(() => {
    const byText = createFilterOptions<string>({ stringify: labelOf });
    return (options: string[], state: FilterOptionsState<string>) => {
      const shown = byText(options, state);
      const typed = state.inputValue.trim();
      // A typed code is an option of its own, above the sectors it matches.
      return TYPED_CODE.test(typed) && !shown.includes(typed)
        ? [typed, ...shown]
        : shown;
    };
  }, [labelOf]);
  return (
    <Autocomplete
      multiple
      autoHighlight
      disableCloseOnSelect
      limitTags={4}
      options={sectors}
      value={[...value]}
      onChange={(_, codes) => onChange(codes)}
      filterOptions={filterOptions}
      getOptionLabel={labelOf}
      renderOption={({ key, ...optionProps }, code) => (
        <Box component="li" key={key} {...optionProps}>
          <Box component="span" sx={{ minWidth: 56, color: 'text.secondary' }}>
            {code}
          </Box>{' '}
          <Box component="span" sx={{ flex: 1 }}>
            {titles.get(code) ?? `NAICS code ${code}`}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Industries"
          helperText="Pick sectors, or type a NAICS code of 2 to 6 digits."
        />
      )}
    />
  );
}
