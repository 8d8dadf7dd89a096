import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  CONTACT_ROLE_LABELS,
  CONTACT_ROLES,
  toggleRole,
  type ContactRole,
} from '@edge/contracts';
import type { ContactRolesChoice } from '../hooks/use-contact-roles-choice';

interface CrmContactsFieldProps {
  value: ContactRolesChoice;
  onChange: (value: ContactRolesChoice) => void;
}

/** The export dialog's choice of a CRM import's contacts by role. */
export function CrmContactsField({ value, onChange }: CrmContactsFieldProps) {
  const isMissingRoles = value.isOnly && value.roles.length === 0;
  const toggle = (role: ContactRole) =>
    onChange({ ...value, roles: toggleRole(value.roles, role) });
  return (
    <FormControl error={isMissingRoles}>
      <FormLabel id="export-contacts-label">Contacts</FormLabel>
      <RadioGroup
        aria-labelledby="export-contacts-label"
        value={value.isOnly ? 'only' : 'all'}
        onChange={(event) =>
          onChange({ ...value, isOnly: event.target.value === 'only' })
        }
      >
        <FormControlLabel value="all" control={<Radio />} label="Every role" />
        <FormControlLabel
          value="only"
          control={<Radio />}
          label="Only these roles"
        />
      </RadioGroup>
      {value.isOnly && (
        <FormGroup row role="group" aria-label="Contact roles" sx={{ pl: 4 }}>
          {CONTACT_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={
                <Checkbox
                  checked={value.roles.includes(role)}
                  onChange={() => toggle(role)}
                />
              }
              label={CONTACT_ROLE_LABELS[role]}
            />
          ))}
        </FormGroup>
      )}
      {isMissingRoles && (
        <FormHelperText>
          Tick at least one role, or choose every role.
        </FormHelperText>
      )}
    </FormControl>
  );
}
