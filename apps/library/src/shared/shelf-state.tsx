import { MESSAGES } from '@shelfmark/contract';
import { EmptyState, InlineError, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import type { ReactNode } from 'react';
import { useReportPending } from './first-answers';

interface ShelfStateProps<T> {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  children: (items: T[]) => ReactNode;
}

/** A shelf query's loader, failure with Retry, empty text, or its items. */
export function ShelfState<T>({ query, children }: ShelfStateProps<T>) {
  const t = useT('library');
  useReportPending(query.isPending);
  if (query.isPending) return <Loader label={t('shelf.loading')} block />;
  if (query.isError || !query.data) return <InlineError onRetry={() => void query.refetch()}>{t('loadFailed')}</InlineError>;
  if (query.data.length === 0) return <EmptyState title={MESSAGES.shelfCurrentlyEmpty} />;
  return children(query.data);
}
