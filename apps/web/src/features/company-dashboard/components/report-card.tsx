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
  ReportPending,
} from '../../../components/ui/report-states';
import { SourceCaption } from './source-caption';

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
      <ReportPending
        view={view}
        title={title}
        ignoredText={props.ignoredText}
        onRetry={report.retry}
      />
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
