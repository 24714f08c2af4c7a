// A page past the end (an old bookmark, from when the list was longer) is replaced, in the URL, by the
// last page: once per page, whatever else re-renders (`nav` is a new object each render, read as an
// effect event).
import { useEffect, useEffectEvent } from 'react';
import type { AccountTab } from '../../../domain/account-enums';
import type { AccountNav } from '../account-nav';
import { pageParam, pageToFix } from './paging';

export function usePageFix(nav: AccountNav, tab: AccountTab, page: number, count: number, pageSize: number): void {
  const fix = pageToFix(page, count, pageSize);
  const replacePage = useEffectEvent((target: number) => nav.go({ tab, page: pageParam(target) }, { replace: true }));
  useEffect(() => {
    if (fix !== null) replacePage(fix);
  }, [fix]);
}
