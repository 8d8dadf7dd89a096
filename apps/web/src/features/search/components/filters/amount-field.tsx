import { useState } from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { parseAmount } from '../../utils/parse-amount';

interface AmountFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  helperText?: string;
  isMoney?: boolean;
  isInteger?: boolean;
  placeholder?: string;
}

const toText = (value: number | null) => (value === null ? '' : String(value));

/**
 * A number typed as text ('250k', '1.5M' and '1,500' read as numbers). What
 * the user typed stays in the box; text that is no number is not applied.
 */
export function AmountField(props: AmountFieldProps) {
  const { value, onChange, isInteger = false } = props;
  const [draft, setDraft] = useState(() => toText(value));
  const [applied, setApplied] = useState(value);
  // A change from outside (Clear) replaces the text.
  if (value !== applied) {
    setApplied(value);
    setDraft(toText(value));
  }
  const parsed = parseAmount(draft);
  const isInvalid =
    parsed === undefined ||
    (isInteger && parsed !== null && !Number.isInteger(parsed));
  const handleChange = (text: string) => {
    setDraft(text);
    const next = parseAmount(text);
    const usable =
      next === undefined ||
      (isInteger && next !== null && !Number.isInteger(next))
        ? null
        : next;
    setApplied(usable);
    if (usable !== value) onChange(usable);
  };
  const hint = isInvalid
    ? isInteger
      ? 'Enter a whole number.'
      : 'Enter an amount such as 250k or 1.5M.'
    : props.helperText;
  return (
    <TextField
      label={props.label}
      value={draft}
      placeholder={props.placeholder}
      onChange={(event) => handleChange(event.target.value)}
      error={props.error !== undefined || isInvalid}
      helperText={props.error ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: props.isMoney
          ? {
              startAdornment: (
                <InputAdornment position="start">$</InputAdornment>
              ),
            }
          : {},
      }}
    />
  );
}
