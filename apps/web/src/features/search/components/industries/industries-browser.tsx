import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useIndustries } from '../../api/get-naics';
import { useNaicsTreeState } from '../../hooks/use-naics-tree-state';
import { NaicsFilterInput } from '../filters/naics-filter-input';
import { NaicsTreeList } from '../filters/naics-tree-list';
import {
  IndustriesEmpty,
  IndustriesError,
  IndustriesLoading,
} from './industries-states';
import { IndustriesSummary } from './industries-summary';
import { IndustryLink } from './industry-link';

const PANEL_SX = { borderRadius: '12px' } as const;

function ListHeader() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        typography: 'overline',
        lineHeight: 2,
      }}
    >
      <span>NAICS industry</span>
      <span>Companies</span>
    </Box>
  );
}

/** The commercial NAICS tree with company counts; an industry opens a search. */
export function IndustriesBrowser() {
  const tree = useIndustries();
  const [isHidingEmpty, setIsHidingEmpty] = useState(true);
  const all = tree.data?.nodes;
  const nodes = useMemo(
    () => (isHidingEmpty ? all?.filter((n) => n.companies > 0) : all),
    [all, isHidingEmpty],
  );
  const { index, text, setText, filter, expanded, toggleOpen } =
    useNaicsTreeState(nodes);
  const hasNodes = (index.children.get(null)?.length ?? 0) > 0;

  let body;
  if (tree.isPending) body = <IndustriesLoading />;
  else if (tree.isError) {
    const retry = () => void tree.refetch();
    body = <IndustriesError message={tree.error.message} onRetry={retry} />;
  } else if (filter?.matches === 0) {
    body = (
      <IndustriesEmpty
        title={`No industry matches “${text.trim()}”`}
        text="Try a code such as 2382, or another word of the title."
        action={{ label: 'Clear the search', onClick: () => setText('') }}
      />
    );
  } else if (!hasNodes) {
    body = (
      <IndustriesEmpty
        title="No companies in your states yet"
        text="Industries count their companies once company data is imported."
        action={{
          label: 'Show all industries',
          onClick: () => setIsHidingEmpty(false),
        }}
      />
    );
  } else {
    body = (
      <Paper
        variant="outlined"
        component="section"
        aria-label="Industries by NAICS code"
        sx={{ ...PANEL_SX, pb: 1 }}
      >
        <ListHeader />
        <Box sx={{ px: 1, pt: 0.5 }}>
          <NaicsTreeList
            index={index}
            expanded={expanded}
            visible={filter?.visible ?? null}
            onToggleOpen={toggleOpen}
            size="medium"
            renderLabel={(node, countId) => (
              <IndustryLink node={node} countId={countId} />
            )}
          />
        </Box>
      </Paper>
    );
  }

  return (
    // minmax(0, 1fr): long titles wrap or cut instead of widening the page.
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}
    >
      <Paper variant="outlined" sx={{ ...PANEL_SX, p: 2.5 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Box sx={{ flex: '1 1 320px', display: 'grid' }}>
            <NaicsFilterInput value={text} onChange={setText} />
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={isHidingEmpty}
                onChange={(event) => setIsHidingEmpty(event.target.checked)}
              />
            }
            label="Only industries with companies"
          />
        </Box>
        {tree.data && (
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ color: 'text.secondary', mt: 1.5 }}
          >
            <IndustriesSummary
              nodes={tree.data.nodes}
              total={tree.data.total}
              matches={filter?.matches ?? null}
            />
          </Typography>
        )}
      </Paper>
      {body}
    </Box>
  );
}
