import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import type { AlertItem, Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { useTickedRows } from '../../../hooks/use-ticked-rows';
import { useEventTypes } from '../api/get-event-types';
import { useAlertList } from '../api/get-alerts';
import { applicationOf } from '../utils/alert-application';
import { subscriptionIdsOf } from '../utils/alert-details-link';
import {
  DEFAULT_ALERT_FILTERS,
  isDefaultAlertFilters,
  type AlertFilters,
} from '../utils/alert-filters';
import { AlertsList } from './alerts-list';
import {
  AlertsEmpty,
  AlertsError,
  AlertsLoading,
  AlertsNoneOfTypes,
} from './alerts-states';
import { AlertsToolbar } from './alerts-toolbar';
import { DeleteAlertsDialog } from './delete-alerts-dialog';

/**
 * The alerts list of a module (SPEC §2 /edge/:module/event_alerts): filter
 * by type, sort, select and delete, 250 a page with 'Load more'.
 */
export function EventAlerts({ module }: { module: Module }) {
  const application = applicationOf(module);
  const navigate = useNavigate();
  const [filters, setFilters] = useState<AlertFilters>(DEFAULT_ALERT_FILTERS);
  const { query, list } = useAlertList(application, filters);
  const eventTypes = useEventTypes(application);
  // Other types or order: the selection would hide behind the filter.
  const ticks = useTickedRows(`${application}:${JSON.stringify(filters)}`);
  const [isConfirming, setIsConfirming] = useState(false);
  const handleReset = () => {
    setFilters(DEFAULT_ALERT_FILTERS);
    ticks.clear();
  };
  const handleOpen = (item: AlertItem) => {
    const ids = subscriptionIdsOf(list?.items ?? [], item.muns);
    void navigate(paths.eventAlertDetails(item.muns, ids, module));
  };
  const isFiltered = !isDefaultAlertFilters(filters);

  let content;
  if (query.isPending) content = <AlertsLoading />;
  else if (query.isError && !list) {
    content = (
      <AlertsError
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!list || list.hits === 0) {
    content =
      filters.eventTypes.length > 0 ? (
        <AlertsNoneOfTypes onReset={handleReset} />
      ) : (
        <AlertsEmpty
          favoritesHref={paths.favorites(module)}
          savedSearchesHref={paths.savedSearches(module)}
        />
      );
  } else {
    content = (
      <AlertsList
        module={module}
        list={list}
        query={query}
        sort={filters.sort}
        onSort={(sort) => setFilters({ ...filters, sort })}
        ticks={ticks}
        onOpen={handleOpen}
        onDelete={() => setIsConfirming(true)}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <AlertsToolbar
        eventTypes={eventTypes.data ?? query.data?.pages[0]?.event_types}
        filters={filters}
        onChange={setFilters}
        onReset={handleReset}
        canReset={isFiltered || ticks.ids.length > 0}
      />
      {content}
      {isConfirming && (
        <DeleteAlertsDialog
          ids={ticks.ids.map(Number)}
          onClose={() => setIsConfirming(false)}
          onDeleted={ticks.clear}
        />
      )}
    </Box>
  );
}
