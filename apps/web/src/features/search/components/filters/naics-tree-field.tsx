import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FilingScope, Module } from '@edge/contracts';
import { useNaicsTree } from '../../api/get-naics';
import { useNaicsTreeState } from '../../hooks/use-naics-tree-state';
import { selectedNodeCodes, toggleNaics } from '../../utils/naics-tree';
import { NaicsCheckLabel } from './naics-check-label';
import { NaicsFilterInput } from './naics-filter-input';
import { NaicsTreeList } from './naics-tree-list';

interface NaicsTreeFieldProps {
  module: Module;
  /** Benefits: the ticked filing scopes, which the counts follow. */
  scopes?: readonly FilingScope[] | undefined;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string | undefined;
}

function TreeMessage({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
      {text}
    </Typography>
  );
}

/** Industries by NAICS code, with a search over codes and titles. */
export const NaicsTreeField = memo(function NaicsTreeField(
  props: NaicsTreeFieldProps,
) {
  const { value, onChange } = props;
  const tree = useNaicsTree(props.module, props.scopes);
  const { index, text, setText, filter, expanded, toggleOpen } =
    useNaicsTreeState(tree.data);
  const chips = selectedNodeCodes(index, value);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <NaicsFilterInput value={text} onChange={setText} />
      {chips.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          aria-label="Chosen industries"
          role="list"
        >
          {chips.map((code) => (
            <Chip
              key={code}
              role="listitem"
              size="small"
              label={`${code} ${index.byCode.get(code)?.title ?? ''}`.trim()}
              onDelete={() => onChange(toggleNaics(value, code))}
            />
          ))}
        </Box>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: props.error ? 'error.main' : 'divider',
          borderRadius: 2,
          maxHeight: 360,
          overflowY: 'auto',
          py: 0.5,
        }}
      >
        {tree.isPending ? (
          <Box sx={{ p: 1.5 }}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Box>
        ) : tree.isError ? (
          <TreeMessage text="The industry list is not available right now." />
        ) : filter?.matches === 0 ? (
          <TreeMessage text="No industry matches that search." />
        ) : (
          <NaicsTreeList
            index={index}
            expanded={expanded}
            visible={filter?.visible ?? null}
            onToggleOpen={toggleOpen}
            renderLabel={(node, countId) => (
              <NaicsCheckLabel
                node={node}
                countId={countId}
                selected={value}
                onToggleCheck={(code) => onChange(toggleNaics(value, code))}
              />
            )}
          />
        )}
      </Box>
      {props.error && (
        <Typography variant="caption" sx={{ color: 'error.main' }}>
          {props.error}
        </Typography>
      )}
    </Box>
  );
});
