// The account's Invoices tab (spec 3 §2.6, tab 5, every user): invoices and credit memos in one list
// (GET /credit-memo/get_credit_memo_and_invoice/), 15 per page with server paging and no page-size
// changer. The page is in the URL (?page=, 1-based), so reload and Back keep it; while the next page
// loads the current one stays on screen, marked busy. Wide screens get the table, phones (≤ 500 px)
// the expandable rows (both are rendered; the stylesheet shows one, so a resize never refetches).
import { useDeferredValue, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { invoicesPageQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { PAGE_SIZE_INVOICES } from '../../../domain/constants';
import { accountMessages } from '../../../domain/account-messages';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { PageNav } from '../shared/page-nav';
import { pageCount, pageIndex, pageParam } from '../shared/paging';
import { usePageFix } from '../shared/use-page-fix';
import { SectionBoundary } from '../shared/section-boundary';
import { InvoiceCards } from './invoice-cards';
import { InvoiceModal } from './invoice-modal';
import type { InvoiceRow } from './invoice-rows';
import { InvoiceTable } from './invoice-table';
import '../../../styles/account-services.css';
import '../../../styles/account-invoices.css';
import { ACCOUNT_TABS } from '../../../domain/account-enums';

interface Props {
  user: AccountUserProps;
  nav: AccountNav;
}

export default function InvoicesTab({ user, nav }: Props) {
  return (
    <Card title={accountMessages.invoicesTitle} className="invoices">
      <SectionBoundary loading={accountMessages.invoicesLoading}>
        <InvoiceList user={user} nav={nav} />
      </SectionBoundary>
    </Card>
  );
}

function InvoiceList({ user, nav }: Props) {
  const api = useApi();
  const page = nav.search.page ?? 1;
  // The page shown: the URL's once its rows are here (until then the previous page stays).
  const shown = useDeferredValue(page);
  const { data } = useSuspenseQuery(invoicesPageQuery(api, user.uuid, pageIndex(shown)));
  const [open, setOpen] = useState<InvoiceRow | null>(null);
  usePageFix(nav, 5, shown, data.count, PAGE_SIZE_INVOICES);

  if (data.count === 0) return <EmptyState>{accountMessages.overviewNoInvoices}</EmptyState>;
  const pages = pageCount(data.count, PAGE_SIZE_INVOICES);
  return (
    <div className="invoices__body" aria-busy={shown !== page}>
      <InvoiceTable
        rows={data.results}
        onView={setOpen}
        caption={`${accountMessages.invoicesTitle}, page ${shown} of ${pages}`}
      />
      <InvoiceCards rows={data.results} onView={setOpen} />
      <PageNav
        label={accountMessages.invoicePages}
        page={shown}
        pages={pages}
        onGo={(p) => nav.go({ tab: ACCOUNT_TABS.invoices, page: pageParam(p) })}
      />
      {open ? <InvoiceModal key={open.uuid} row={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
