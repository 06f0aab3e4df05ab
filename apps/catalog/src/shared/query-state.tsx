import { FailureNotice, Loader } from '@shelfmark/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** A level-1 heading for the failed state, when the page's own heading comes from the data. */
  errorHeading?: string;
}

/** A loader while the first answer is on its way, the failure (Retry where it can help, not found for a missing record), else the content. */
export function QueryState<T>({ query, children, errorHeading }: QueryStateProps<T>) {
  if (query.isPending) return <Loader block />;
  if (query.isError) {
    return (
      <>
        {errorHeading && <h1>{errorHeading}</h1>}
        <FailureNotice error={query.error} action="load" onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
