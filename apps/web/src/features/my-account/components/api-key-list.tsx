import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApiKey } from '@edge/contracts';
import { formatCalendarDate } from '../../../utils/format-calendar-date';

interface ApiKeyListProps {
  keys: ApiKey[];
  onRevoke: (key: ApiKey) => void;
}

const usedText = (key: ApiKey) =>
  key.last_used_at
    ? `last used ${formatCalendarDate(key.last_used_at)}`
    : 'never used';

/** The user's keys: name, prefix, when created and last used. */
export function ApiKeyList({ keys, onRevoke }: ApiKeyListProps) {
  return (
    <Box component="ul" aria-label="Your API keys" sx={{ m: 0, p: 0 }}>
      {keys.map((key) => (
        <Box
          component="li"
          key={key.id}
          sx={{
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {key.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {key.prefix}
              </Box>{' '}
              · created {formatCalendarDate(key.created_at)} · {usedText(key)}
            </Typography>
          </Box>
          {key.revoked_at ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Revoked {formatCalendarDate(key.revoked_at)}
            </Typography>
          ) : (
            <Button
              color="error"
              onClick={() => onRevoke(key)}
              aria-label={`Revoke ${key.name}`}
            >
              Revoke
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}
