import Chip from '@mui/material/Chip';
import { useAmsMark } from '../api/get-ams-marks';

/**
 * Under a company of the results: 'In your AMS' when the company is an
 * account in the agency's AMS. Nothing otherwise, or while it loads.
 */
export function InYourAmsMark({ muns }: { muns: string }) {
  const { data: isInAms } = useAmsMark(muns);
  if (!isInAms) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      label="In your AMS"
      sx={{ display: 'flex', width: 'fit-content', mt: 0.5, height: 20 }}
    />
  );
}
