import {
  ALL_STATES_TOKEN,
  compactStateList,
  expandStateList,
  US_STATES,
  US_TERRITORIES,
  US_TERRITORIES_TOKEN,
  type ProductCode,
} from '@edge/contracts';

const STATE_NAMES = new Map(
  [...US_STATES, ...US_TERRITORIES].map((s) => [s.code, s.name]),
);

export const PRODUCT_NAMES: Record<ProductCode, string> = {
  PC: 'Commercial Lines',
  'H-W': 'Employee Benefits',
  SGR: 'SGR',
  'A-R': 'A-R',
};

/** A choice of the states picker: a group token or one state. */
export interface StateOption {
  value: string;
  label: string;
}

/**
 * What a product's states may be, within what the account bought: 'All
 * States' and 'US Territories' when bought whole (SPEC §6), then each state.
 */
export function stateOptions(bought: string | undefined): StateOption[] {
  const states = expandStateList(bought);
  const options: StateOption[] = [];
  if (compactStateList(states) === ALL_STATES_TOKEN) {
    options.push({ value: ALL_STATES_TOKEN, label: ALL_STATES_TOKEN });
  }
  if (US_TERRITORIES.every((t) => states.includes(t.code))) {
    options.push({ value: US_TERRITORIES_TOKEN, label: US_TERRITORIES_TOKEN });
  }
  for (const code of states) {
    options.push({ value: code, label: `${STATE_NAMES.get(code)} (${code})` });
  }
  return options;
}

/** The tokens of a stored state list ('US Territories,TX'). */
export const splitStates = (entry: string | undefined): string[] =>
  (entry ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);

/** A short reading of a state list for a table cell. */
export function describeStates(entry: string | undefined): string {
  const tokens = splitStates(entry);
  return tokens.length > 6
    ? `${tokens.slice(0, 5).join(', ')} +${tokens.length - 5}`
    : tokens.join(', ');
}
