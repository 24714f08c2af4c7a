// A service's detail view (spec 3 §2.3): breadcrumb Services › address; the active service card (Edit
// Service and Pause Service, residential only, with the upcoming pauses); Service Details; 'Need an
// extra service' (residential); for commercial services the locations map and the line items; and the
// collapsible service history.
import { useSuspenseQuery } from '@tanstack/react-query';
import { serviceOrdersQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { ServiceMap } from '../../../adapters/map/service-map';
import { PROPERTY_TYPE_LABELS_ACCOUNT } from '../../../domain/enums';
import { formatDollars } from '../../../domain/money';
import { Button } from '../../../ui/button';
import { Card, Facts } from '../../../ui/card';
import { Breadcrumb } from '../shared/breadcrumb';
import type { Crumb } from '../shared/breadcrumb';
import { EmptyState } from '../../../ui/states';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { PauseSection } from './pause-section';
import { ServiceHistory } from './service-history';
import { serviceFactRows } from './service-list';
import { LineItemsTable } from './line-items';
import { addressLine, isCommercialOrder, serviceLocations, streetOf } from '../shared/service-facts';
import type { ServiceOrder } from '../shared/service-facts';
import { accountMessages } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';

interface Props {
  uuid: string;
  user: AccountUserProps;
  nav: AccountNav;
}

export function ServiceDetail(props: Props) {
  return (
    <SectionBoundary loading="Loading the service…">
      <DetailBody {...props} />
    </SectionBoundary>
  );
}

/** My Services' detail: 'Services' back to the tab's list. */
const SERVICES_TRAIL: Crumb[] = [{ label: 'Services', to: { tab: ACCOUNT_TABS.services } }];

function DetailBody({ uuid, user, nav }: Props) {
  const api = useApi();
  const { data: orders } = useSuspenseQuery(serviceOrdersQuery(api, user.uuid));
  const order = orders.find((o) => o.uuid === uuid);
  if (!order)
    return (
      <>
        <Breadcrumb nav={nav} trail={SERVICES_TRAIL} current={accountMessages.serviceNotFound} />
        <EmptyState
          action={
            <Button variant="secondary" onPress={() => nav.go({ tab: ACCOUNT_TABS.services })}>
              Back to my services
            </Button>
          }
        >
          <p>{accountMessages.serviceNotFound}</p>
        </EmptyState>
      </>
    );
  const commercial = user.commercial || isCommercialOrder(order);
  const street = streetOf(order);
  return (
    <>
      <Breadcrumb nav={nav} trail={SERVICES_TRAIL} current={street} />
      <h2 className="services__title">{street}</h2>
      <div className="service-detail">
        <ActiveServiceCard order={order} commercial={commercial} user={user} nav={nav} />
        <ServiceDetailsCard order={order} commercial={commercial} />
        {commercial ? (
          <LineItemsCard order={order} />
        ) : (
          <Card title={accountMessages.needExtraService} level={3} className="service-detail__extra">
            <p>{accountMessages.extraServiceText}</p>
            <div>
              <Button
                variant="secondary"
                onPress={() =>
                  nav.go({ tab: ACCOUNT_TABS.messages, request: 'request_one_time_service', service: order.uuid })
                }
              >
                {accountMessages.requestOneTimeService}
              </Button>
            </div>
          </Card>
        )}
      </div>
      <ServiceHistory order={order} user={user} />
    </>
  );
}

interface CardProps {
  order: ServiceOrder;
  commercial: boolean;
}

/** The active service: its map and main facts; residential adds Edit Service, Pause Service and the pauses. */
function ActiveServiceCard({ order, commercial, user, nav }: CardProps & { user: AccountUserProps; nav: AccountNav }) {
  const street = streetOf(order);
  const map = (
    <ServiceMap
      label={commercial ? `Map of the locations of ${street}` : `Map of ${street}`}
      locations={serviceLocations(order)}
    />
  );
  const facts = <Facts rows={serviceFactRows(order, commercial).slice(0, 3)} />;
  if (commercial)
    return (
      <Card title="Active Service" level={3} className="service-detail__active">
        {map}
        {facts}
      </Card>
    );
  return (
    <SectionBoundary loading="Loading the service…">
      <PauseSection
        order={order}
        user={user}
        map={map}
        facts={facts}
        onEdit={() => nav.go({ tab: ACCOUNT_TABS.messages, request: 'edit_existing_service', service: order.uuid })}
      />
    </SectionBoundary>
  );
}

function ServiceDetailsCard({ order, commercial }: CardProps) {
  const price = order.calculated_price;
  const rows = [
    { key: 'address', label: 'Address', value: addressLine(order.service_address) },
    ...serviceFactRows(order, commercial),
    ...(commercial
      ? []
      : [
          { key: 'property', label: 'Property type', value: PROPERTY_TYPE_LABELS_ACCOUNT[order.property_type] },
          ...(price ? [{ key: 'base', label: 'Service price', value: formatDollars(price.service_base_price) }] : []),
          ...(order.cleaning_notes ? [{ key: 'notes', label: 'Cleaning notes', value: order.cleaning_notes }] : []),
        ]),
  ];
  return (
    <Card title="Service Details" level={3} className="service-detail__details">
      <Facts rows={rows} />
    </Card>
  );
}

/** A commercial service's line items (item, type, frequency, total) and total. */
function LineItemsCard({ order }: { order: ServiceOrder }) {
  return (
    <Card title="Line Items" level={3} className="service-detail__items">
      <LineItemsTable order={order} withType />
    </Card>
  );
}
