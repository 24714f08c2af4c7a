// /pay, the public invoice payment page (spec 2 §2 '/pay'; design §8). The link decides first
// (parsePayLink: a malformed link never reaches the server); then the server's invoice: unknown,
// already paid, not matching the link, or payable, each its own page (pay-page.ts decides which).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api-context';
import { ApiReadError } from '../../api/queries';
import { linkInvoiceQuery } from '../../api/pay-queries';
import { payMessages } from '../../domain/pay-messages';
import { formatDollars } from '../../domain/money';
import { parsePayLink } from '../../domain/pay-link';
import type { PayLink } from '../../domain/pay-link';
import { Spinner } from '../../ui/spinner';
import { PayForm } from './pay-form';
import { PayNotice } from './pay-notice';
import type { PayNoticeProps } from './pay-notice';
import { invoicePage, linkPage } from './pay-page';
import { InvoiceSummary } from './sections/invoice-summary';
import '../../styles/pay.css';

/** The fixed tone and words of each page that takes no payment (pay-notice.tsx draws them). */
const notices = {
  // Opened without a link (a bookmark, a typed address): the page keeps its name.
  'no-link': {
    tone: 'error',
    heading: payMessages.payTitle,
    title: payMessages.payNoLinkTitle,
    text: payMessages.payNoLinkText,
  },
  'bad-link': { tone: 'error', title: payMessages.payBadLinkTitle, text: payMessages.payBadLinkText },
  'zero-total': { tone: 'info', title: payMessages.payZeroTitle, text: payMessages.payZeroText },
  'load-failed': { tone: 'error', title: payMessages.payLoadFailedTitle, text: payMessages.payLoadFailedText },
  'not-found': { tone: 'error', title: payMessages.payNotFoundTitle, text: payMessages.payNotFoundText },
  paid: { tone: 'info', title: payMessages.payPaidTitle, text: payMessages.payPaidText },
  stale: { tone: 'error', title: payMessages.payStaleTitle, text: payMessages.payStaleText },
} as const satisfies Record<string, PayNoticeProps>;

/** `search`: the raw query of the address bar (base64, read as is: the router re-encodes its own copy). */
export function PayView({ search }: { search: string }) {
  const page = useMemo(() => linkPage(parsePayLink(search)), [search]);
  switch (page.kind) {
    case 'no-link':
    case 'bad-link':
    case 'zero-total':
      return <PayNotice {...notices[page.kind]} />;
    case 'link':
      // Keyed by the invoice: another link is another page, with a fresh machine.
      return <PayInvoice key={page.link.invoiceUuid} link={page.link} />;
  }
}

function PayInvoice({ link }: { link: PayLink }) {
  const api = useApi();
  const query = useQuery(linkInvoiceQuery(api, link.invoiceUuid));
  const page = invoicePage(link, {
    status: query.status,
    data: query.data,
    errorStatus: query.error instanceof ApiReadError ? query.error.status : undefined,
  });
  switch (page.kind) {
    case 'loading':
      return (
        <section className="screen pay">
          <h1>{payMessages.payTitle}</h1>
          <p className="pay__loading">
            <Spinner label={payMessages.payLoading} showLabel />
          </p>
        </section>
      );
    case 'load-failed':
      return <PayNotice {...notices[page.kind]} onRetry={() => void query.refetch()} />;
    case 'not-found':
      return <PayNotice {...notices[page.kind]} />;
    case 'paid':
      return <PayNotice {...notices[page.kind]} before={<InvoiceSummary invoice={page.invoice} />} />;
    case 'stale':
      return (
        <PayNotice
          {...notices[page.kind]}
          before={<InvoiceSummary invoice={page.invoice} />}
          details={
            <p>
              {payMessages.payStaleLinkAmount}: <strong>{formatDollars(link.balanceDue)}</strong>
            </p>
          }
        />
      );
    case 'form':
      return <PayForm link={link} invoice={page.invoice} />;
  }
}
