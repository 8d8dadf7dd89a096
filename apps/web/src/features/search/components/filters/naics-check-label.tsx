import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import type { NaicsNode } from '@edge/contracts';
import { naicsCheckOf } from '../../utils/naics-tree';
import { NaicsNodeText } from './naics-node-text';

interface NaicsCheckLabelProps {
  node: NaicsNode;
  countId: string;
  selected: readonly string[];
  onToggleCheck: (code: string) => void;
}

/** A node of the NAICS filter: ticked itself, through a parent, or partly. */
export function NaicsCheckLabel(props: NaicsCheckLabelProps) {
  const { node } = props;
  const check = naicsCheckOf(props.selected, node.code);
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        minWidth: 0,
        cursor: check === 'covered' ? 'default' : 'pointer',
      }}
    >
      <Checkbox
        size="small"
        checked={check === 'checked' || check === 'covered'}
        indeterminate={check === 'partial'}
        disabled={check === 'covered'}
        onChange={() => props.onToggleCheck(node.code)}
        slotProps={{ input: { 'aria-describedby': props.countId } }}
        sx={{ p: 0.5, mr: 1 }}
      />
      <NaicsNodeText node={node} />
    </Box>
  );
}
