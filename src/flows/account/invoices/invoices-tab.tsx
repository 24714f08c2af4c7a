// The account's Invoices tab (spec 3 §2.6, tab 5, every user): invoices and credit memos in one list
// (GET /credit-memo/get_credit_memo_and_invoice/), 15 per page with server paging and no page-size
// changer. The page is in the URL (?page=, 1-based), so reload and Back keep it; while the next page
// loads the current one stays on screen, marked busy. Wide screens get the table, phones (≤ 500 px)
// the expandable rows (both are rendered; the stylesheet shows one, so a resize never refetches).
import { useState } from 'react';
import { invoicesPageQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { PAGE_SIZE_INVOICES } from '../../../domain/constants';
import { accountMessages } from '../../../domain/account-messages';
import { EmptyState } from '../../../ui/states';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { PageNav } from '../shared/page-nav';
import { ListCard, usePagedQuery } from '../shared/paged-list';
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
    <ListCard title={accountMessages.invoicesTitle} className="invoices" loading={accountMessages.invoicesLoading}>
      <InvoiceList user={user} nav={nav} />
    </ListCard>
  );
}

function InvoiceList({ user, nav }: Props) {
  const api = useApi();
  const { data, shown, pages, busy, go } = usePagedQuery(nav, ACCOUNT_TABS.invoices, PAGE_SIZE_INVOICES, (index) =>
    invoicesPageQuery(api, user.uuid, index),
  );
  const [open, setOpen] = useState<InvoiceRow | null>(null);

  if (data.count === 0) return <EmptyState>{accountMessages.overviewNoInvoices}</EmptyState>;
  return (
    <div className="invoices__body" aria-busy={busy}>
      <InvoiceTable
        rows={data.results}
        onView={setOpen}
        caption={`${accountMessages.invoicesTitle}, page ${shown} of ${pages}`}
      />
      <InvoiceCards rows={data.results} onView={setOpen} />
      <PageNav label={accountMessages.invoicePages} page={shown} pages={pages} onGo={go} />
      {open ? <InvoiceModal key={open.uuid} row={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
