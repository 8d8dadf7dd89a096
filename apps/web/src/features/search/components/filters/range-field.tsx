import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  rangeTexts,
  sliderPositions,
  type RangeScale,
  type RangeValue,
  withSliderRange,
  withTypedText,
} from '../../utils/range-value';

interface RangeFieldProps {
  label: string;
  value: RangeValue;
  scale: RangeScale;
  onChange: (value: RangeValue) => void;
  format: (value: number) => string;
  isDisabled?: boolean;
  error?: string | undefined;
}

/**
 * A slider with two text boxes under it. Moving the slider sets
 * rangeType 'slider'; typing sets 'textbox', and the slider follows.
 */
export function RangeField(props: RangeFieldProps) {
  const { value, scale, onChange, format, isDisabled = false } = props;
  const id = useId();
  const texts = rangeTexts(value, scale);
  const positions = sliderPositions(value.range, scale);
  const valueAt = (position: number) => scale.stops?.[position] ?? position;
  const lower = props.label.toLowerCase();
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="body2" sx={{ color: 'text.secondary' }}>
        {props.label}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={positions}
          min={scale.stops ? 0 : scale.min}
          max={scale.stops ? scale.stops.length - 1 : scale.max}
          step={1}
          disabled={isDisabled}
          onChange={(_, next) => {
            const [a = 0, b = 0] = next as number[];
            onChange(withSliderRange([valueAt(a), valueAt(b)]));
          }}
          getAriaLabel={(i) => `${i === 0 ? 'Minimum' : 'Maximum'} ${lower}`}
          getAriaValueText={(position) => format(valueAt(position))}
          valueLabelDisplay="auto"
          valueLabelFormat={(position) => format(valueAt(position))}
          disableSwap
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {(['From', 'To'] as const).map((word, i) => (
          <TextField
            key={word}
            size="small"
            label={word}
            value={texts[i]}
            disabled={isDisabled}
            placeholder={
              i === 0
                ? format(scale.min)
                : scale.isOpenEnded
                  ? 'No limit'
                  : format(scale.max)
            }
            onChange={(event) =>
              onChange(
                withTypedText(
                  value,
                  scale,
                  i === 0 ? 0 : 1,
                  event.target.value,
                ),
              )
            }
            error={props.error !== undefined}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-label': `${props.label} ${word.toLowerCase()}`,
              },
              inputLabel: { shrink: true },
            }}
          />
        ))}
      </Box>
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Box>
  );
}
