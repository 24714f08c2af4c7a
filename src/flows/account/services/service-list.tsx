// The services list (spec 3 §2.3): one card per service address with its map (a community's every location)
// and facts (a community's line items too), a button to its detail view, and a blank card that adds a
// service (residential) or asks for a proposal (commercial).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { serviceOrdersQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { ServiceMap } from '../../../adapters/map/service-map';
import { Button, LinkButton } from '../../../ui/button';
import { Card, Facts } from '../../../ui/card';
import { acquisitionStore } from '../../shared/acquisition-store';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import {
  addOnsText,
  areasText,
  dogsText,
  frequencyText,
  homesText,
  isCommercialOrder,
  serviceLocations,
  streetOf,
  subscriptionText,
  totalPerVisitText,
} from '../shared/service-facts';
import { nextServiceText } from './service-dates';
import { LineItemsTable } from './line-items';
import type { ServiceOrder } from '../shared/service-facts';
import { accountMessages } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';

interface Props {
  user: AccountUserProps;
  nav: AccountNav;
}

export function ServiceList({ user, nav }: Props) {
  return (
    <>
      <h2 className="services__title">My Services</h2>
      <div className="services__grid">
        <SectionBoundary loading="Loading your services…">
          <ServiceCards user={user} nav={nav} />
        </SectionBoundary>
        <BlankCard commercial={user.commercial} />
      </div>
    </>
  );
}

function ServiceCards({ user, nav }: Props) {
  const api = useApi();
  const { data: orders } = useSuspenseQuery(serviceOrdersQuery(api, user.uuid));
  if (orders.length === 0)
    return (
      <p className="services__empty" role="status">
        {accountMessages.noServices}
      </p>
    );
  return orders.map((order) => (
    <ServiceCard key={order.uuid} order={order} commercial={user.commercial || isCommercialOrder(order)} nav={nav} />
  ));
}

/** The facts both the list card and the detail view show (spec 3 §2.3 list). */
export function serviceFactRows(order: ServiceOrder, commercial: boolean) {
  return [
    { key: 'next', label: 'Next service', value: nextServiceText(order) },
    { key: 'frequency', label: 'Frequency', value: frequencyText(order) },
    commercial
      ? { key: 'homes', label: 'Homes', value: homesText(order) }
      : { key: 'dogs', label: 'Dogs', value: dogsText(order) },
    { key: 'subscription', label: 'Subscription', value: subscriptionText(order) },
    ...(commercial
      ? []
      : [
          { key: 'areas', label: 'Cleaning areas', value: areasText(order) },
          { key: 'add-ons', label: 'Add-ons', value: addOnsText(order) },
        ]),
    { key: 'total', label: commercial ? 'Total' : 'Total per visit', value: totalPerVisitText(order) },
  ];
}

function ServiceCard({ order, commercial, nav }: { order: ServiceOrder; commercial: boolean; nav: AccountNav }) {
  const street = streetOf(order);
  const locations = serviceLocations(order);
  return (
    <Card title={street} className={commercial ? 'service-card service-card--community' : 'service-card'}>
      <ServiceMap
        label={locations.length > 1 ? `Map of the ${locations.length} locations of ${street}` : `Map of ${street}`}
        locations={locations}
      />
      <Facts rows={serviceFactRows(order, commercial)} />
      {/* A community's card: its line items under its facts (spec 3 §2.3). */}
      {commercial && order.commercial_detail ? <LineItemsTable order={order} caption="Line items" /> : null}
      <div className="service-card__actions">
        <Button
          variant="primary"
          onPress={() => nav.go({ tab: ACCOUNT_TABS.services, service: order.uuid })}
          aria-label={`${commercial ? accountMessages.viewService : accountMessages.viewOrChangeService}: ${street}`}
        >
          {commercial ? accountMessages.viewService : accountMessages.viewOrChangeService}
        </Button>
      </div>
    </Card>
  );
}

/** The blank card: Add New Service (the acquisition flow, with the account's flags) or Request New Proposal. */
function BlankCard({ commercial }: { commercial: boolean }) {
  const navigate = useNavigate();
  return (
    <Card
      title={commercial ? accountMessages.requestNewProposal : accountMessages.addNewService}
      className="service-card--blank"
    >
      <p>{commercial ? accountMessages.newProposalCardText : accountMessages.addServiceCardText}</p>
      <div className="service-card__actions">
        {commercial ? (
          <LinkButton variant="secondary" href="/commercial">
            {accountMessages.requestNewProposal}
          </LinkButton>
        ) : (
          <Button
            variant="secondary"
            onPress={() => {
              acquisitionStore.setAccountEntry({ is_edit: true, property_type: 'residential' });
              void navigate({ to: '/' });
            }}
          >
            {accountMessages.addNewService}
          </Button>
        )}
      </div>
    </Card>
  );
}
