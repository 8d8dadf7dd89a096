import Box from '@mui/material/Box';

/**
 * A value with a second line beneath it when that says something more: a
 * legal name under a trade name, a city under a street. The first line
 * is bold for names.
 */
export function StackedCell({
  first,
  second,
  isName = true,
}: {
  first: string | null;
  second: string | null;
  isName?: boolean;
}) {
  const below = first && second && second !== first ? second : null;
  return (
    <>
      <Box
        component="span"
        sx={{ display: 'block', fontWeight: isName ? 600 : 400 }}
      >
        {first ?? second}
      </Box>
      {below && (
        <Box
          component="span"
          sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}
        >
          {below}
        </Box>
      )}
    </>
  );
}
