import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={checked}
          color="secondary"
          onChange={(event) => onChange(event.target.checked)}
        />
      }
    />
  );
}
