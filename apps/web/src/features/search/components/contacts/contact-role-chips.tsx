import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  CONTACT_ROLE_LABELS,
  CONTACT_ROLES,
  toggleRole,
  type ContactRole,
} from '@edge/contracts';

interface ContactRoleChipsProps {
  value: readonly ContactRole[];
  onChange: (roles: ContactRole[]) => void;
}

/** The roles as toggles, kept in role order; none chosen: every contact. */
export function ContactRoleChips({ value, onChange }: ContactRoleChipsProps) {
  const id = useId();
  const toggle = (role: ContactRole) => onChange(toggleRole(value, role));
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography
        id={id}
        variant="body2"
        sx={{ color: 'text.secondary', mb: 1 }}
      >
        Roles{value.length === 0 && ' (none chosen: every contact)'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CONTACT_ROLES.map((role) => {
          const isOn = value.includes(role);
          return (
            <Chip
              key={role}
              label={CONTACT_ROLE_LABELS[role]}
              clickable
              aria-pressed={isOn}
              color={isOn ? 'secondary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              onClick={() => toggle(role)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
