import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** What just happened: two-step sign-in turned on, or codes renewed. */
  notice: string;
  onDone: () => void;
}

/** The recovery codes, shown this once. */
export function RecoveryCodes({ codes, notice, onDone }: RecoveryCodesProps) {
  return (
    <Box>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {notice}
      </Alert>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Your recovery codes
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Keep them somewhere safe: each one signs you in once, instead of a code,
        if you lose your phone. They are not shown again.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          listStyle: 'none',
          p: 2,
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' },
          gap: 1,
          justifyContent: 'start',
          bgcolor: 'action.hover',
          borderRadius: '8px',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        I have saved my codes
      </Button>
    </Box>
  );
}
