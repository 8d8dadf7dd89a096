import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DetailsCompany, Module, ReportSource } from '@edge/contracts';
import { DetailsFrame } from './details-frame';
import { DetailsError, DetailsLoading } from './details-states';

interface DetailsAnswer {
  company: DetailsCompany;
  sources: ReportSource[];
}

interface DetailsScreenProps<R extends DetailsAnswer> {
  muns: string;
  module: Module;
  /** What the page lists, as its eyebrow: 'OSHA Inspections'. */
  title: string;
  result: UseQueryResult<R, Error>;
  /** A page's own panel for some failures; the usual one otherwise. */
  errorPanel?: (error: Error) => ReactNode;
  children: (data: R) => ReactNode;
}

/** A details page through its first load: spinner, error, then the rows. */
export function DetailsScreen<R extends DetailsAnswer>({
  muns,
  module,
  title,
  result,
  errorPanel,
  children,
}: DetailsScreenProps<R>) {
  const frame = { muns, module, title };
  if (result.isPending) {
    return (
      <DetailsFrame {...frame}>
        <DetailsLoading label={title.toLowerCase()} />
      </DetailsFrame>
    );
  }
  if (result.isError) {
    return (
      <DetailsFrame {...frame}>
        {errorPanel?.(result.error) ?? (
          <DetailsError
            error={result.error}
            module={module}
            what={title.toLowerCase()}
            onRetry={() => void result.refetch()}
          />
        )}
      </DetailsFrame>
    );
  }
  return (
    <DetailsFrame
      {...frame}
      company={result.data.company}
      sources={result.data.sources}
    >
      {children(result.data)}
    </DetailsFrame>
  );
}
