import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NaicsNode } from '@edge/contracts';
import { formatCount } from '../../../../utils/format-values';
import { naicsCheckOf, type NaicsIndex } from '../../utils/naics-tree';

interface NaicsTreeListProps {
  index: NaicsIndex;
  selected: readonly string[];
  expanded: ReadonlySet<string>;
  /** While searching: the nodes to show, all open. */
  visible: ReadonlySet<string> | null;
  onToggleOpen: (code: string) => void;
  onToggleCheck: (code: string) => void;
}

function NaicsRow({
  node,
  depth,
  props,
}: {
  node: NaicsNode;
  depth: number;
  props: NaicsTreeListProps;
}) {
  const hasChildren = (props.index.children.get(node.code)?.length ?? 0) > 0;
  const isOpen = props.visible !== null || props.expanded.has(node.code);
  const check = naicsCheckOf(props.selected, node.code);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: depth * 2.5,
          pr: 1,
          minHeight: 36,
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${node.title}`}
            aria-expanded={isOpen}
            disabled={props.visible !== null}
            onClick={() => props.onToggleOpen(node.code)}
          >
            {isOpen ? (
              <ExpandMoreIcon fontSize="small" />
            ) : (
              <ChevronRightIcon fontSize="small" />
            )}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
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
            sx={{ p: 0.5, mr: 1 }}
          />
          <Typography
            variant="body2"
            component="span"
            sx={{
              color: 'text.secondary',
              mr: 1,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {node.code}
          </Typography>
          <Typography
            variant="body2"
            component="span"
            noWrap
            sx={{ flex: 1, minWidth: 0 }}
          >
            {node.title}
          </Typography>
        </Box>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
            ml: 2,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatCount(node.companies)}
        </Typography>
      </Box>
      {hasChildren && isOpen && (
        <NaicsBranch parent={node.code} depth={depth + 1} props={props} />
      )}
    </Box>
  );
}

function NaicsBranch({
  parent,
  depth,
  props,
}: {
  parent: string | null;
  depth: number;
  props: NaicsTreeListProps;
}) {
  const nodes = (props.index.children.get(parent) ?? []).filter(
    (node) => props.visible === null || props.visible.has(node.code),
  );
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {nodes.map((node) => (
        <NaicsRow key={node.code} node={node} depth={depth} props={props} />
      ))}
    </Box>
  );
}

/** The NAICS tree: open a branch to go a level down, tick any level. */
export function NaicsTreeList(props: NaicsTreeListProps) {
  return <NaicsBranch parent={null} depth={0} props={props} />;
}
