import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NamedParty } from '@edge/contracts';
import { useParties, type PartyKind } from '../../api/get-parties';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { formatCount } from '@edge/contracts';

interface PartyFieldProps {
  /** Where suggestions come from; none for a plain list of names. */
  kind?: PartyKind;
  label: string;
  value: readonly string[];
  onChange: (names: string[]) => void;
  error?: string | undefined;
  helperText?: string;
}

/**
 * Carrier or broker names as chips: a suggestion adds its grouping name,
 * and any typed name can be added with Enter.
 */
export function PartyField(props: PartyFieldProps) {
  const [input, setInput] = useState('');
  const text = useDebouncedValue(input, 250);
  const parties = useParties(props.kind ?? 'carriers', props.kind ? text : '');
  return (
    <Autocomplete<NamedParty | string, true, false, true>
      autoHighlight
      multiple
      freeSolo
      filterSelectedOptions
      options={parties.data ?? []}
      value={[...props.value]}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, picked) =>
        props.onChange(
          [
            ...new Set(
              picked.map((p) =>
                typeof p === 'string' ? p.trim() : p.name_normalized,
              ),
            ),
          ].filter(Boolean),
        )
      }
      filterOptions={(options) => options}
      getOptionLabel={(p) => (typeof p === 'string' ? p : p.name_normalized)}
      isOptionEqualToValue={(option, value) =>
        (typeof option === 'string' ? option : option.name_normalized) ===
        (typeof value === 'string' ? value : value.name_normalized)
      }
      loading={parties.isFetching}
      slotProps={{ chip: { size: 'small' } }}
      renderOption={({ key, ...optionProps }, party) =>
        typeof party === 'string' ? null : (
          <Box component="li" key={key} {...optionProps}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2">{party.name_normalized}</Typography>
              {party.names.length > 1 && (
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary' }}
                  noWrap
                  component="p"
                >
                  Also filed as{' '}
                  {party.names
                    .filter((n) => n !== party.name_normalized)
                    .slice(0, 3)
                    .join(', ')}
                </Typography>
              )}
            </Box>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', ml: 2, whiteSpace: 'nowrap' }}
            >
              {formatCount(party.companies)} companies
            </Typography>
          </Box>
        )
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={props.error !== undefined}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
