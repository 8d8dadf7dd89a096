import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ExportScope } from '@edge/contracts';

/** An account administrator's choice: their own exports, or the account's. */
export function TrackExportsScope({
  scope,
  onChange,
}: {
  scope: ExportScope;
  onChange: (scope: ExportScope) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={scope}
      aria-label="Whose exports"
      onChange={(_, next: ExportScope | null) => {
        if (next) onChange(next);
      }}
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      <ToggleButton value="mine" sx={{ px: 2 }}>
        Mine
      </ToggleButton>
      <ToggleButton value="account" sx={{ px: 2 }}>
        Everyone in my account
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
