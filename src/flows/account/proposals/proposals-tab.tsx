// The account's Proposals tab (spec 3 §2.8, tab 7, commercial_customer only: the shell shows it to no
// one else): the proposals and enquiries (GET /crm/commerical-crm/), 15 per page with server paging,
// the page in the URL like the Invoices tab; seven columns and each proposal's PDF in a new window.
// On phones the stylesheet turns each row into a card of label–value lines.
import { proposalsQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { PAGE_SIZE_PROPOSALS } from '../../../domain/constants';
import { accountMessages } from '../../../domain/account-messages';
import { EmptyState } from '../../../ui/states';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { PageNav } from '../shared/page-nav';
import { ListCard, usePagedQuery } from '../shared/paged-list';
import { PdfButton } from '../shared/pdf-button';
import { useOfficeTimeZone } from '../shared/use-account';
import { loadProposalPdf } from './proposal-api';
import { PROPOSAL_COLUMNS } from '../../../domain/account-enums';
import { proposalCells, proposalStatus, proposalTitle } from './proposal-rows';
import '../../../styles/account-services.css';
import '../../../styles/account-invoices.css';
import { ACCOUNT_TABS } from '../../../domain/account-enums';
import { ColumnHeads } from '../../../ui/column-heads';

interface Props {
  user: AccountUserProps;
  nav: AccountNav;
}

export default function ProposalsTab({ user, nav }: Props) {
  return (
    <ListCard title={accountMessages.proposalsTitle} className="proposals" loading={accountMessages.proposalsLoading}>
      <ProposalList user={user} nav={nav} />
    </ListCard>
  );
}

function ProposalList({ user, nav }: Props) {
  const api = useApi();
  const zone = useOfficeTimeZone(user);
  const { data, shown, pages, busy, go } = usePagedQuery(nav, ACCOUNT_TABS.proposals, PAGE_SIZE_PROPOSALS, (index) =>
    proposalsQuery(api, index),
  );

  if (data.count === 0) return <EmptyState>{accountMessages.noProposals}</EmptyState>;
  return (
    <div className="invoices__body" aria-busy={busy}>
      <table className="data-table proposal-table">
        <caption className="visually-hidden">{`${accountMessages.proposalsTitle}, page ${shown} of ${pages}`}</caption>
        <ColumnHeads columns={[...PROPOSAL_COLUMNS, { label: 'PDF', hidden: true }]} />
        <tbody>
          {data.results.map((p) => {
            const status = proposalStatus(p);
            return (
              <tr key={p.uuid}>
                {proposalCells(p, zone).map((cell, i) => (
                  <td key={PROPOSAL_COLUMNS[i]} data-label={PROPOSAL_COLUMNS[i]}>
                    {cell}
                  </td>
                ))}
                <td data-label="Status">{status ? <span className="pill pill--success">{status}</span> : null}</td>
                <td className="proposal-table__pdf">
                  <PdfButton
                    title={proposalTitle(p, zone)}
                    label={accountMessages.viewProposalPdf}
                    variant="quiet"
                    load={() => loadProposalPdf(api, p.uuid)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <PageNav label={accountMessages.proposalPages} page={shown} pages={pages} onGo={go} />
    </div>
  );
}
