import Box from '@mui/material/Box';

const capSx = {
  display: 'inline-block',
  minWidth: 28,
  px: 0.75,
  py: 0.25,
  border: 1,
  borderColor: 'divider',
  borderBottomWidth: 2,
  borderRadius: 1,
  bgcolor: '#f8fafc',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8rem',
  textAlign: 'center',
  whiteSpace: 'nowrap',
} as const;

/** Keys to press, each in a key cap; alternatives separated by 'or'. */
export function KeyCaps({ keys }: { keys: readonly string[] }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        gap: 0.75,
        alignItems: 'center',
      }}
    >
      {keys.map((key, i) => (
        <Box
          component="span"
          key={key}
          sx={{ display: 'inline-flex', gap: 0.75 }}
        >
          {i > 0 && (
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontSize: '0.8rem' }}
            >
              or
            </Box>
          )}
          <Box component="kbd" sx={capSx}>
            {key}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
