import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { ForgotChoice } from '../utils/get-forgot-mode';

interface LostChoiceProps {
  value: ForgotChoice;
  onChange: (value: ForgotChoice) => void;
}

/** SPEC §2: the Lost Username and Lost Password checkboxes. */
export function LostChoice({ value, onChange }: LostChoiceProps) {
  return (
    <FormGroup row sx={{ gap: 2, mb: 2 }}>
      <FormControlLabel
        label="Lost Username"
        control={
          <Checkbox
            checked={value.lostUsername}
            onChange={(e) =>
              onChange({ ...value, lostUsername: e.target.checked })
            }
          />
        }
      />
      <FormControlLabel
        label="Lost Password"
        control={
          <Checkbox
            checked={value.lostPassword}
            onChange={(e) =>
              onChange({ ...value, lostPassword: e.target.checked })
            }
          />
        }
      />
    </FormGroup>
  );
}
