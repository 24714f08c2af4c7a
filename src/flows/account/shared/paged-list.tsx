// An account tab's server-paged list whose page lives in the URL (Invoices, Proposals): the tab's card,
// whose title stays while the list inside loads, and the page of the list to show.
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { AccountTab } from '../../../domain/account-enums';
import { Card } from '../../../ui/card';
import type { AccountNav } from '../account-nav';
import { pageCount, pageIndex, pageParam } from './paging';
import { SectionBoundary } from './section-boundary';
import { usePageFix } from './use-page-fix';

interface ListCardProps {
  title: string;
  className: string;
  /** What is loading, e.g. 'Loading your invoices…'. */
  loading: string;
  children: ReactNode;
}

/** The tab's card: the list inside loads and fails on its own (SectionBoundary). */
export function ListCard({ title, className, loading, children }: ListCardProps) {
  return (
    <Card title={title} className={className}>
      <SectionBoundary loading={loading}>{children}</SectionBoundary>
    </Card>
  );
}

/**
 * The page to show: the URL's once its rows are here (until then the previous page stays, `busy`), a
 * page past the end replaced by the last one; `go` opens another page.
 */
export function usePagedQuery<T extends { count: number }, K extends QueryKey>(
  nav: AccountNav,
  tab: AccountTab,
  pageSize: number,
  options: (index: number) => UseSuspenseQueryOptions<T, Error, T, K>,
) {
  const page = nav.search.page ?? 1;
  const shown = useDeferredValue(page);
  const { data } = useSuspenseQuery(options(pageIndex(shown)));
  usePageFix(nav, tab, shown, data.count, pageSize);
  return {
    data,
    shown,
    pages: pageCount(data.count, pageSize),
    busy: shown !== page,
    go: (p: number) => nav.go({ tab, page: pageParam(p) }),
  };
}
