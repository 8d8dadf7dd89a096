import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatCount,
  type ContactsSearchResponse,
  type Module,
} from '@edge/contracts';
import { ResultsPagination } from '../../../../components/ui/results-pagination';
import { getFieldErrors } from '../../../../lib/api-error';
import { useSearchContacts } from '../../api/get-search-contacts';
import { toContactsRequest } from '../../api/search-request';
import type { SearchState } from '../../utils/search-modules';
import { ContactRoleChips } from './contact-role-chips';
import { ContactTitleField } from './contact-title-field';
import { ContactsTable } from './contacts-table';
import {
  ContactsEmpty,
  ContactsError,
  ContactsPastEnd,
} from './contacts-states';

interface ContactsViewProps {
  module: Module;
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

function headingOf(data: ContactsSearchResponse | undefined): string {
  if (!data) return 'Finding contacts…';
  const contacts = plural(data.contacts, 'contact', 'contacts');
  return `${contacts} at ${plural(data.companies, 'company', 'companies')}`;
}

/**
 * The Contacts view of the results: the people of the search's companies,
 * by role and title words, a page of companies at a time.
 */
export function ContactsView({ module, state, onChange }: ContactsViewProps) {
  const request = useMemo(() => toContactsRequest(state), [state]);
  const query = useSearchContacts(module, request);
  const { data } = query;
  // A retry on its way shows the table loading, not the old error.
  const failure = query.isFetching ? null : query.error;
  const isUpdating = query.isPlaceholderData;
  const hasFilters = request.roles.length > 0 || request.title !== '';
  const isEmpty = data !== undefined && !isUpdating && data.companies === 0;
  const isPastEnd = data?.page.length === 0 && data.companies > 0;
  // New roles or words start again at the first company.
  const filter = (change: Partial<SearchState>) =>
    onChange({ ...change, contactsPage: 1 });
  return (
    <Box
      component="section"
      aria-label="Contacts"
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 2 }}
      >
        <ContactRoleChips
          value={state.contactRoles}
          onChange={(contactRoles) => filter({ contactRoles })}
        />
        <ContactTitleField
          value={state.contactTitle}
          onChange={(contactTitle) => filter({ contactTitle })}
          error={getFieldErrors(query.error).title}
        />
      </Box>
      {failure ? (
        <ContactsError error={failure} onRetry={() => void query.refetch()} />
      ) : isEmpty ? (
        <ContactsEmpty
          hasFilters={hasFilters}
          onClearFilters={() => filter({ contactRoles: [], contactTitle: '' })}
        />
      ) : isPastEnd ? (
        <ContactsPastEnd onFirstPage={() => onChange({ contactsPage: 1 })} />
      ) : (
        <ContactsPage
          module={module}
          data={data}
          state={state}
          isUpdating={isUpdating}
          onChange={onChange}
        />
      )}
    </Box>
  );
}

interface ContactsPageProps extends ContactsViewProps {
  data: ContactsSearchResponse | undefined;
  isUpdating: boolean;
}

/** The count, the licence's note, the grouped table and its paging. */
function ContactsPage({
  module,
  data,
  state,
  isUpdating,
  onChange,
}: ContactsPageProps) {
  const hasPremiumFields = data?.has_premium_fields ?? true;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography
        variant="h3"
        component="h3"
        aria-live="polite"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {headingOf(data)}
      </Typography>
      {!hasPremiumFields && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          E-mail, phone and LinkedIn come with premium contacts, which your
          licence does not include.
        </Typography>
      )}
      <Box sx={{ minWidth: 0 }}>
        <ContactsTable
          module={module}
          companies={data?.page ?? null}
          hasPremiumFields={hasPremiumFields}
          skeletonRows={Math.min(state.pageSize, 10)}
          isUpdating={isUpdating}
        />
        {data && (
          <ResultsPagination
            total={data.companies}
            page={state.contactsPage}
            pageSize={state.pageSize}
            unitLabel="Companies"
            onPageChange={(contactsPage) => onChange({ contactsPage })}
            // The page size is the table's too: both start again.
            onPageSizeChange={(pageSize) =>
              onChange({ pageSize, page: 1, contactsPage: 1 })
            }
          />
        )}
      </Box>
    </Box>
  );
}
