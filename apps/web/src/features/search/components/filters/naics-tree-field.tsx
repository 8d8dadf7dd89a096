import { memo, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { Module } from '@edge/contracts';
import { useNaicsTree } from '../../api/get-naics';
import {
  buildNaicsIndex,
  filterNaics,
  selectedNodeCodes,
  toggleNaics,
} from '../../utils/naics-tree';
import { NaicsTreeList } from './naics-tree-list';

interface NaicsTreeFieldProps {
  module: Module;
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
  const tree = useNaicsTree(props.module, true);
  const index = useMemo(() => buildNaicsIndex(tree.data ?? []), [tree.data]);
  const [text, setText] = useState('');
  // The tree re-renders behind the typing, never in its way.
  const deferredText = useDeferredValue(text);
  const filter = useMemo(
    () => filterNaics(index, deferredText),
    [index, deferredText],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleOpen = (code: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  const chips = selectedNodeCodes(index, value);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        size="small"
        label="Find an industry"
        placeholder="Code or words of the title, e.g. 2382 or plumbing"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
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
            selected={value}
            expanded={expanded}
            visible={filter?.visible ?? null}
            onToggleOpen={toggleOpen}
            onToggleCheck={(code) => onChange(toggleNaics(value, code))}
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
