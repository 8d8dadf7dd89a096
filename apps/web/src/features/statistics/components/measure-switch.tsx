import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { StatColumn } from '@edge/contracts';

interface MeasureSwitchProps {
  /** The figure's title, naming the group for a screen reader. */
  title: string;
  measures: readonly StatColumn[];
  value: string;
  onChange: (measure: string) => void;
}

/** Which of a figure's measures the chart shows. */
export function MeasureSwitch(props: MeasureSwitchProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="secondary"
      aria-label={`Chart of ${props.title}`}
      value={props.value}
      // A click on the chosen one answers null: the chart keeps it.
      onChange={(_, measure: string | null) => {
        if (measure) props.onChange(measure);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {props.measures.map((column) => (
        <ToggleButton key={column.key} value={column.key} sx={{ px: 1.5 }}>
          {column.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
