import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

interface ModRangeFieldProps {
  bounds: readonly [number, number];
  range: readonly [number, number] | null;
  onChange: (range: readonly [number, number]) => void;
}

const modText = (value: number) => value.toFixed(2);

/** The experience mod range of the policies filter (no range: any mod). */
export function ModRangeField({ bounds, range, onChange }: ModRangeFieldProps) {
  const [low, high] = range ?? bounds;
  if (bounds[0] === bounds[1]) return null;
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography
        variant="caption"
        sx={{ fontWeight: 600, color: 'text.secondary' }}
      >
        Experience mod {modText(low)} – {modText(high)}
      </Typography>
      <Slider
        size="small"
        color="secondary"
        value={[low, high]}
        min={bounds[0]}
        max={bounds[1]}
        step={0.01}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={modText}
        getAriaValueText={modText}
        getAriaLabel={(thumb) =>
          thumb === 0 ? 'Lowest experience mod' : 'Highest experience mod'
        }
        onChange={(_, value) => {
          if (Array.isArray(value) && value.length === 2) {
            onChange([value[0]!, value[1]!]);
          }
        }}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
    </Box>
  );
}
