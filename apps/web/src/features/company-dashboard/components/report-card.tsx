import type { ReactNode } from 'react';
import {
  COMPANY_REPORTS,
  type CompanyReportName,
  type ReportSource,
} from '@edge/contracts';
import type { CompanyReport } from '../api/get-company-report';
import { CardFrame } from '../../../components/ui/card-frame';
import {
  EmptyReport,
  ReportProblem,
  ReportSkeleton,
} from '../../../components/ui/report-states';
import { SourceCaption } from './source-caption';

const IGNORED_TEXT = 'The answer was for another company, so it is not shown.';

interface ReportCardProps<T extends { sources: ReportSource[] }> {
  name: CompanyReportName;
  /** The catalog's title unless given. */
  title?: string;
  hint?: string;
  report: CompanyReport<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  ignoredText?: string;
  /** A link beside the title, once there is data. */
  action?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/** One report in its own card: loading, error, empty or its data. */
export function ReportCard<T extends { sources: ReportSource[] }>(
  props: ReportCardProps<T>,
) {
  const { name, report } = props;
  const title = props.title ?? COMPANY_REPORTS[name].title;
  const { view } = report;
  const data = view.status === 'loaded' ? view.data : null;
  const isEmpty = data ? props.isEmpty(data) : false;
  return (
    <CardFrame
      id={`report-${name}`}
      title={title}
      hint={props.hint}
      isBusy={view.status === 'loading'}
      action={data && !isEmpty ? props.action?.(data) : undefined}
    >
      {view.status === 'loading' && <ReportSkeleton label={title} />}
      {view.status === 'error' && (
        <ReportProblem
          title={`${title} could not be loaded.`}
          message={view.error.message}
          onRetry={report.retry}
        />
      )}
      {view.status === 'ignored' && (
        <ReportProblem
          title={`${title} is not shown.`}
          message={props.ignoredText ?? IGNORED_TEXT}
          onRetry={report.retry}
        />
      )}
      {data &&
        (isEmpty ? (
          <EmptyReport text={props.emptyText} />
        ) : (
          props.children(data)
        ))}
      {data && <SourceCaption sources={data.sources} />}
    </CardFrame>
  );
}
