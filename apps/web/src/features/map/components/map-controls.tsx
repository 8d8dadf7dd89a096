import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';

interface MapControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

const CONTROLS = [
  { key: 'in', label: 'Zoom in', icon: <AddIcon fontSize="small" /> },
  { key: 'out', label: 'Zoom out', icon: <RemoveIcon fontSize="small" /> },
  {
    key: 'reset',
    label: 'Reset view',
    icon: <ZoomOutMapIcon fontSize="small" />,
  },
] as const;

/** Zoom buttons and 'Reset view', over the top right corner of the map. */
export function MapControls(props: MapControlsProps) {
  const actions = {
    in: { onClick: props.onZoomIn, disabled: !props.canZoomIn },
    out: { onClick: props.onZoomOut, disabled: !props.canZoomOut },
    reset: { onClick: props.onReset, disabled: !props.canZoomOut },
  };
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'absolute',
        top: 12,
        right: 12,
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '10px',
        overflow: 'hidden',
      }}
    >
      {CONTROLS.map((control, i) => (
        <span key={control.key}>
          {i === 2 && <Divider />}
          <Tooltip title={control.label} placement="left">
            <span>
              <IconButton
                aria-label={control.label}
                size="small"
                sx={{ borderRadius: 0, p: 1 }}
                {...actions[control.key]}
              >
                {control.icon}
              </IconButton>
            </span>
          </Tooltip>
        </span>
      ))}
    </Paper>
  );
}
