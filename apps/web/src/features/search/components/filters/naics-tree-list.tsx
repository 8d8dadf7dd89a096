import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NaicsNode } from '@edge/contracts';
import { VISUALLY_HIDDEN } from '../../../../components/ui/visually-hidden';
import { formatCount } from '@edge/contracts';
import type { NaicsIndex } from '../../utils/naics-tree';

interface NaicsTreeListProps {
  index: NaicsIndex;
  expanded: ReadonlySet<string>;
  /** While searching: the nodes to show, all open. */
  visible: ReadonlySet<string> | null;
  onToggleOpen: (code: string) => void;
  /**
   * What a node shows between its open button and its count (a checkbox,
   * a link); `countId` names the count, for `aria-describedby`.
   */
  renderLabel: (node: NaicsNode, countId: string) => ReactNode;
  /** 'medium' for a page of its own: roomier rows, larger counts. */
  size?: 'small' | 'medium';
}

interface BranchProps {
  props: NaicsTreeListProps;
  /** Prefix of the count ids, unique to this tree. */
  idPrefix: string;
}

function NaicsRow({
  node,
  depth,
  branch,
}: {
  node: NaicsNode;
  depth: number;
  branch: BranchProps;
}) {
  const { props } = branch;
  const hasChildren = (props.index.children.get(node.code)?.length ?? 0) > 0;
  const isOpen = props.visible !== null || props.expanded.has(node.code);
  const countId = `${branch.idPrefix}-${node.code}`;
  const isMedium = props.size === 'medium';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: depth * 2.5,
          pr: 1,
          minHeight: isMedium ? 40 : 36,
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
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        {props.renderLabel(node, countId)}
        <Typography
          id={countId}
          variant={isMedium ? 'body2' : 'caption'}
          sx={{
            color: 'text.secondary',
            fontWeight: isMedium ? 600 : undefined,
            ml: 2,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatCount(node.companies)}{' '}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {node.companies === 1 ? 'company' : 'companies'}
          </Box>
        </Typography>
      </Box>
      {hasChildren && isOpen && (
        <NaicsBranch parent={node.code} depth={depth + 1} branch={branch} />
      )}
    </Box>
  );
}

function NaicsBranch({
  parent,
  depth,
  branch,
}: {
  parent: string | null;
  depth: number;
  branch: BranchProps;
}) {
  const { props } = branch;
  const nodes = (props.index.children.get(parent) ?? []).filter(
    (node) => props.visible === null || props.visible.has(node.code),
  );
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {nodes.map((node) => (
        <NaicsRow key={node.code} node={node} depth={depth} branch={branch} />
      ))}
    </Box>
  );
}

/** The NAICS tree: open a branch to go a level down; each node a label. */
export function NaicsTreeList(props: NaicsTreeListProps) {
  const idPrefix = useId();
  return <NaicsBranch parent={null} depth={0} branch={{ props, idPrefix }} />;
}
