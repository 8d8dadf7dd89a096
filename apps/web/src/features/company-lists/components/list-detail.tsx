import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import {
  DEFAULT_RESULT_PAGE_SIZE,
  formatCount,
  type CompanyList,
  type Module,
} from '@edge/contracts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import {
  PagedTable,
  type PageChange,
} from '../../../components/ui/paged-table';
import { useDeleteList, useRemoveFromList } from '../api/change-lists';
import { useListPage } from '../api/get-lists';
import { describeAccess } from '../utils/list-texts';
import { ListCompaniesTable } from './list-companies-table';
import { ListNameDialog } from './list-name-dialog';
import { ShareListDialog } from './share-list-dialog';

type Open = 'rename' | 'share' | 'delete' | null;

interface ListDetailProps {
  module: Module;
  list: CompanyList;
  onDeleted: () => void;
}

/** One list: who it is shared with, its companies, and what the user may do. */
export function ListDetail({ module, list, onDeleted }: ListDetailProps) {
  const [open, setOpen] = useState<Open>(null);
  const [paging, setPaging] = useState({
    page: 1,
    pageSize: DEFAULT_RESULT_PAGE_SIZE,
  });
  const page = useListPage(module, list.id, paging.page - 1, paging.pageSize);
  const remove = useRemoveFromList(module);
  const deleteList = useDeleteList(module);
  const isOwner = list.access === 'owner';
  const mayEdit = list.access !== 'read';
  const handlePage = (change: PageChange) =>
    setPaging((before) => ({ ...before, ...change }));
  const data = page.data?.list.id === list.id ? page.data : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="list-title"
      sx={{
        p: 2.5,
        display: 'grid',
        gap: 2,
        minWidth: 0,
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id="list-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {list.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatCount(list.companies)}{' '}
            {list.companies === 1 ? 'company' : 'companies'} ·{' '}
            {describeAccess(list)}
          </Typography>
        </Box>
        {isOwner && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              startIcon={<PersonAddAltOutlinedIcon />}
              onClick={() => setOpen('share')}
            >
              Share
            </Button>
            <Button
              startIcon={<EditOutlinedIcon />}
              onClick={() => setOpen('rename')}
            >
              Rename
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setOpen('delete')}
            >
              Delete
            </Button>
          </Box>
        )}
      </Box>
      {page.isPending && <LoadingState label="Loading the list" />}
      {page.isError && (
        <LoadError
          error={page.error}
          what="The list"
          onRetry={() => void page.refetch()}
        />
      )}
      {data && data.count === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          No companies in this list yet.
          {mayEdit &&
            ' Tick rows in your search results, then choose Add to a list under With N ticked.'}
        </Typography>
      )}
      {data && data.count > 0 && (
        <PagedTable
          label={`Companies of ${list.name}`}
          isUpdating={page.isFetching}
          total={data.count}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={handlePage}
        >
          <ListCompaniesTable
            module={module}
            listName={list.name}
            companies={data.companies}
            onRemove={
              mayEdit
                ? (company) =>
                    remove.mutate({
                      id: list.id,
                      muns: company.muns,
                      entityName: company.entity_name,
                    })
                : undefined
            }
          />
        </PagedTable>
      )}
      {remove.error && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {remove.error.message}
        </Typography>
      )}
      {open === 'rename' && (
        <ListNameDialog
          module={module}
          list={list}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'share' && (
        <ShareListDialog
          module={module}
          list={list}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'delete' && (
        <ConfirmDeleteDialog
          title={`Delete ${list.name}?`}
          confirmLabel="Delete"
          isPending={deleteList.isPending}
          error={deleteList.error}
          onConfirm={() =>
            deleteList.mutate(
              { id: list.id, name: list.name },
              { onSuccess: onDeleted },
            )
          }
          onClose={() => {
            deleteList.reset();
            setOpen(null);
          }}
        >
          The list and its {formatCount(list.companies)} companies go, for
          everyone it is shared with. The companies themselves, your favorites
          and your notes stay.
        </ConfirmDeleteDialog>
      )}
    </Paper>
  );
}
