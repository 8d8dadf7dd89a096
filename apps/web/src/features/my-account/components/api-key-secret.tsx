import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ApiKeyCreated } from '@edge/contracts';

interface ApiKeySecretProps {
  created: ApiKeyCreated;
  onDone: () => void;
}

/** The new key's secret, shown this once, with a copy button. */
export function ApiKeySecret({ created, onDone }: ApiKeySecretProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>(
    'idle',
  );
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Copy the key ‘{created.key.name}’ now</AlertTitle>
      It is shown only this once: Edge keeps no copy. Anyone holding it can read
      what you can, so keep it as you keep a password.
      <Box
        component="code"
        aria-label="New API key"
        sx={{
          display: 'block',
          my: 1,
          p: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
          userSelect: 'all',
        }}
      >
        {created.secret}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={() => void copy()}>
          {copyState === 'copied' ? 'Copied' : 'Copy key'}
        </Button>
        <Button size="small" onClick={onDone}>
          I have copied it
        </Button>
      </Box>
      {copyState === 'failed' && (
        <Box sx={{ mt: 1 }}>Could not copy: select the key and copy it.</Box>
      )}
    </Alert>
  );
}
