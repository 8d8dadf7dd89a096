import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import type { UserGroup } from '@edge/contracts';

/** The form's `group_ids`: a box per group of the account, none to start. */
export function GroupsField({ groups }: { groups: UserGroup[] }) {
  const { control } = useFormContext();
  const { field } = useController({ name: 'group_ids', control });
  const chosen = (field.value ?? []) as number[];
  if (groups.length === 0) return null;
  const toggle = (id: number, isOn: boolean) =>
    field.onChange(
      isOn ? [...chosen, id] : chosen.filter((other) => other !== id),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Groups
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {groups.map((group) => (
          <FormControlLabel
            key={group.id}
            label={group.name}
            control={
              <Checkbox
                checked={chosen.includes(group.id)}
                onChange={(event) => toggle(group.id, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
