import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import HistoryIcon from '@mui/icons-material/History';
import type { Module } from '@edge/contracts';
import { useExportMark } from '../api/get-export-marks';
import { exportMarkText, exportMarkTitle } from '../utils/export-mark-format';

/**
 * Under a company of the results: 'Exported 3/4/2026 by J. Smith' when
 * someone of the user's account exported it in the last 90 days, so two
 * brokers of one agency do not work the same lead. Nothing otherwise.
 */
export function ExportedMark({
  module,
  muns,
}: {
  module: Module;
  muns: string;
}) {
  const { data: mark } = useExportMark(module, muns);
  if (!mark) return null;
  const title = exportMarkTitle(mark);
  return (
    <Tooltip title={title} describeChild>
      <Box
        component="span"
        sx={{
          display: 'block',
          mt: 0.25,
          fontSize: '0.75rem',
          lineHeight: 1.3,
          fontWeight: 400,
          color: '#8a4b00',
          whiteSpace: 'normal',
        }}
      >
        <HistoryIcon
          aria-hidden
          sx={{ fontSize: 14, mr: 0.5, verticalAlign: '-2px' }}
        />
        {exportMarkText(mark)}
      </Box>
    </Tooltip>
  );
}
