import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatCount, type CompanyList, type Module } from '@edge/contracts';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { useCompanyLists } from '../api/get-lists';
import { describeAccess } from '../utils/list-texts';
import { ListDetail } from './list-detail';
import { ListNameDialog } from './list-name-dialog';

function ListGroup({
  title,
  lists,
  selectedId,
  onSelect,
}: {
  title: string;
  lists: readonly CompanyList[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (lists.length === 0) return null;
  return (
    <List
      dense
      aria-label={title}
      subheader={<ListSubheader disableSticky>{title}</ListSubheader>}
    >
      {lists.map((list) => (
        <ListItemButton
          key={list.id}
          selected={list.id === selectedId}
          aria-current={list.id === selectedId ? 'true' : undefined}
          onClick={() => onSelect(list.id)}
        >
          <ListItemText
            primary={list.name}
            secondary={`${formatCount(list.companies)} · ${describeAccess(list)}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The user's lists and those shared with them, one open beside. */
export function ListsPage({ module }: { module: Module }) {
  const lists = useCompanyLists(module);
  const [params, setParams] = useSearchParams();
  const [isCreating, setIsCreating] = useState(false);
  const all = lists.data?.lists ?? [];
  const asked = Number(params.get('list'));
  const selected = all.find((l) => l.id === asked) ?? all[0] ?? null;
  const select = (id: number | null) =>
    setParams(id === null ? {} : { list: String(id) }, { replace: true });

  if (lists.isPending) return <LoadingState label="Loading your lists" />;
  if (lists.isError) {
    return (
      <LoadError
        error={lists.error}
        what="Your lists"
        onRetry={() => void lists.refetch()}
      />
    );
  }
  const newList = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setIsCreating(true)}
    >
      New list
    </Button>
  );
  return (
    <>
      {all.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Typography>
            No lists yet. A list keeps companies together for a campaign, a
            territory or a renewal season, and you can share it with colleagues
            of your account.
          </Typography>
          <Box>{newList}</Box>
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
            <Box>{newList}</Box>
            <ListGroup
              title="Your lists"
              lists={all.filter((l) => l.access === 'owner')}
              selectedId={selected?.id ?? null}
              onSelect={select}
            />
            <ListGroup
              title="Shared with you"
              lists={all.filter((l) => l.access !== 'owner')}
              selectedId={selected?.id ?? null}
              onSelect={select}
            />
          </Paper>
          {selected && (
            <ListDetail
              key={selected.id}
              module={module}
              list={selected}
              onDeleted={() => select(null)}
            />
          )}
        </Box>
      )}
      {isCreating && (
        <ListNameDialog
          module={module}
          onSaved={(list) => select(list.id)}
          onClose={() => setIsCreating(false)}
        />
      )}
    </>
  );
}
