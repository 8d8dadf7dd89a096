import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BROKER_BINS } from '@edge/contracts';
import type { BrokerSearchStateApi } from '../hooks/use-broker-search-state';
import { useDraftText } from '../hooks/use-draft-text';
import {
  hasBrokerFilters,
  type BrokerBin,
} from '../utils/broker-search-params';
import { BrokerStateSelect } from './broker-state-select';

// A ZIP code applies once it has its five digits (or is emptied).
const isWholeZip = (zip: string) => zip === '' || /^\d{5}$/.test(zip);

type Props = Pick<
  BrokerSearchStateApi,
  'state' | 'setFilters' | 'clearFilters'
>;

/** The filters of broker search, applied as the user types. */
export function BrokerSearchFilters({
  state,
  setFilters,
  clearFilters,
}: Props) {
  const [name, setName] = useDraftText(state.name, (text) =>
    setFilters({ name: text }),
  );
  const [city, setCity] = useDraftText(state.city, (text) =>
    setFilters({ city: text }),
  );
  const [zip, setZip] = useDraftText(
    state.zip,
    (text) => setFilters({ zip: text }),
    isWholeZip,
  );
  const toggleBin = (bin: BrokerBin) =>
    setFilters({
      bins: state.bins.includes(bin)
        ? state.bins.filter((b) => b !== bin)
        : BROKER_BINS.map((b) => b.key).filter(
            (b) => b === bin || state.bins.includes(b),
          ),
    });
  const isZipPartial = !isWholeZip(zip.trim());
  return (
    <Paper
      component="form"
      aria-label="Broker filters"
      variant="outlined"
      onSubmit={(event) => event.preventDefault()}
      sx={{ borderRadius: '12px', p: 2.5, display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            md: '2fr 1.3fr 0.9fr 2fr',
          },
        }}
      >
        <TextField
          label="Broker name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="City"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="ZIP code"
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          error={isZipPartial}
          helperText={isZipPartial ? 'A ZIP code has 5 digits' : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <BrokerStateSelect
          value={state.states}
          onChange={(states) => setFilters({ states })}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        <FormControl
          component="fieldset"
          sx={{ flexDirection: 'row', alignItems: 'center', gap: 2 }}
        >
          <FormLabel
            component="legend"
            sx={{ fontSize: '0.875rem', float: 'left' }}
          >
            Book size in your states
          </FormLabel>
          <FormGroup row>
            {BROKER_BINS.map((bin) => (
              <FormControlLabel
                key={bin.key}
                label={bin.label}
                control={
                  <Checkbox
                    size="small"
                    checked={state.bins.includes(bin.key)}
                    onChange={() => toggleBin(bin.key)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <Button
          variant="outlined"
          onClick={clearFilters}
          disabled={
            !hasBrokerFilters(state) &&
            [name, city, zip].every((text) => text.trim() === '')
          }
          sx={{ ml: 'auto' }}
        >
          Clear filters
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Name, city, state and ZIP are the broker&apos;s office. Clients count
        only companies in your states.
      </Typography>
    </Paper>
  );
}
