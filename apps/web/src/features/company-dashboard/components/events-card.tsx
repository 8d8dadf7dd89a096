import Box from '@mui/material/Box';
import { useCompanyEvents } from '../api/get-company-events';
import { useShowMore } from '../hooks/use-show-more';
import { CardFrame } from '../../../components/ui/card-frame';
import { EventTimelineItem } from './event-timeline-item';
import {
  EmptyReport,
  ReportProblem,
  ReportSkeleton,
} from '../../../components/ui/report-states';
import { ShowMoreButton } from './show-more-button';
import type { CompanyEvent } from '@edge/contracts';

export const EVENTS_EMPTY = 'No events recorded for this company yet.';

const EVENTS_HINT =
  'Changes found in the public data of this company, in both modules, newest first: the same events alerts are made of.';

function Timeline({ events }: { events: readonly CompanyEvent[] }) {
  const list = useShowMore(events);
  return (
    <>
      <Box
        component="ol"
        id={list.listId}
        aria-label="Events, newest first"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {list.shown.map((event, index) => (
          <EventTimelineItem
            key={event.id}
            event={event}
            isLast={index === list.shown.length - 1}
          />
        ))}
      </Box>
      <ShowMoreButton list={list} total={events.length} />
    </>
  );
}

/** The dashboard's timeline: every event of the company, newest first. */
export function EventsCard({ muns }: { muns: string }) {
  const events = useCompanyEvents(muns);
  return (
    <CardFrame
      id="company-events"
      title="Events"
      hint={EVENTS_HINT}
      isBusy={events.isPending}
    >
      {events.isPending && <ReportSkeleton label="Events" />}
      {events.isError && (
        <ReportProblem
          title="Events could not be loaded."
          message={events.error.message}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.isSuccess &&
        (events.data.length === 0 ? (
          <EmptyReport text={EVENTS_EMPTY} />
        ) : (
          <Timeline events={events.data} />
        ))}
    </CardFrame>
  );
}
