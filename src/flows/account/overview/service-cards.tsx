// The overview's services (spec 3 §2.1): one card per service with today's tracker, the map and its
// overlay sentence by the tracker's steps, and the service's details. Residential cards show dogs and
// the price per visit; commercial cards their line items, homes and every location on the map (§6).
import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { serviceOrdersQuery, serviceStatsQuery } from '../../../api/account-queries';
import type { components } from '../../../api/schema.gen';
import { useApi } from '../../../api-context';
import { ServiceMap } from '../../../adapters/map/service-map';
import type { MapLocation } from '../../../adapters/map/service-map';
import { FREQUENCY_LABELS } from '../../../domain/enums';
import { formatDollars } from '../../../domain/money';
import { Card, Facts } from '../../../ui/card';
import { CheckIcon } from '../../../ui/icons/check';
import { EmptyState } from '../../../ui/states';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import {
  addressLine,
  dogCount,
  isCommercialOrder,
  lineItemFrequency,
  lineItemLabel,
  serviceLocations,
} from '../shared/service-facts';
import { overlayFor } from './overview-model';
import { trackerRows } from '../../../domain/service-tracker';
import type { StepState, TrackerStage } from '../../../domain/service-tracker';
import type { Overlay } from './overview-model';
import { slashedDate } from './format';
import { TabLink } from '../shared/tab-link';
import { useOfficeTimeZone } from '../shared/use-account';
import { accountMessages } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';
import { ColumnHeads } from '../../../ui/column-heads';

type ServiceOrder = components['schemas']['ServiceOrder'];

interface Props {
  user: AccountUserProps;
  nav: AccountNav;
}

export function ServicesSection({ user, nav }: Props) {
  const api = useApi();
  const orders = useSuspenseQuery(serviceOrdersQuery(api, user.uuid)).data;
  if (orders.length === 0)
    return (
      <Card title="Your services">
        <EmptyState>{accountMessages.overviewNoServices}</EmptyState>
      </Card>
    );
  return (
    <div className="overview-services">
      {orders.map((order) => (
        <ServiceCard key={order.uuid} order={order} user={user} nav={nav} />
      ))}
    </div>
  );
}

function ServiceCard({ order, user, nav }: Props & { order: ServiceOrder }) {
  const commercial = isCommercialOrder(order);
  const address = addressLine(order.service_address);
  const locations = serviceLocations(order);
  return (
    <Card
      title={address}
      className="overview-service"
      actions={
        <TabLink nav={nav} to={{ tab: ACCOUNT_TABS.services, service: order.uuid }} className="btn btn--secondary">
          {commercial ? accountMessages.overviewViewService : accountMessages.viewOrChangeService}
        </TabLink>
      }
    >
      <div className="overview-service__grid">
        <SectionBoundary loading="Loading today's visit…">
          <TodaysVisit order={order} user={user} locations={locations} address={address} />
        </SectionBoundary>
        {commercial ? <CommercialDetails order={order} /> : <ResidentialDetails order={order} />}
      </div>
    </Card>
  );
}

/** The map with the overlay sentence, the tracker and (steps 2–3) the technician. */
function TodaysVisit({
  order,
  user,
  locations,
  address,
}: {
  order: ServiceOrder;
  user: AccountUserProps;
  locations: MapLocation[];
  address: string;
}) {
  const api = useApi();
  const stats = useSuspenseQuery(serviceStatsQuery(api, order.uuid)).data;
  const overlay = overlayFor(stats, useOfficeTimeZone(user), order.next_service_date);
  return (
    <div className="overview-visit">
      <ServiceMap
        label={locations.length > 1 ? `Map of the ${locations.length} locations of ${address}` : `Map of ${address}`}
        locations={locations}
        overlay={<OverlayText overlay={overlay} />}
        className="overview-visit__map"
      />
      {/* The overlay's kind is the tracker's stage: the sentence and the steps come from one reading. */}
      {overlay.kind === 'none' ? null : <Tracker stage={overlay.kind} />}
    </div>
  );
}

function OverlayText({ overlay }: { overlay: Overlay }) {
  const technician = 'technician' in overlay ? overlay.technician : null;
  return (
    <div className="overview-overlay">
      {technician?.photo ? <img className="overview-overlay__photo" src={technician.photo} alt="" /> : null}
      <div>
        <p className="overview-overlay__text">{overlay.text}</p>
        {technician?.description ? <p className="overview-overlay__about">{technician.description}</p> : null}
      </div>
    </div>
  );
}

/** What a screen reader hears after each step's name. */
const STEP_WORDS: Record<StepState, string> = {
  completed: accountMessages.overviewStepCompleted,
  current: accountMessages.overviewStepCurrent,
  underway: accountMessages.overviewStepUnderway,
  upcoming: accountMessages.overviewStepUpcoming,
};

/**
 * The four steps as an ordered list: each says in words whether it is completed, current, under way
 * or not yet. The stage is the overlay's too, so the sentence over the map and the marked step agree.
 */
function Tracker({ stage }: { stage: TrackerStage }) {
  const rows = trackerRows(stage);
  const id = useId();
  return (
    <div className="tracker">
      <h3 className="tracker__title" id={id}>
        Today&apos;s visit
      </h3>
      <ol className="tracker__steps" aria-labelledby={id}>
        {rows.map((row) => (
          <li
            key={row.step}
            className={`tracker__step tracker__step--${row.state}`}
            aria-current={row.state === 'current' || row.state === 'underway' ? 'step' : undefined}
          >
            <span className="tracker__dot" aria-hidden="true">
              {row.state === 'completed' ? <CheckIcon size={14} /> : null}
            </span>
            <span className="tracker__label">{row.label}</span>
            <span className="visually-hidden">
              {', '}
              {STEP_WORDS[row.state]}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function nextService(order: ServiceOrder) {
  return slashedDate(order.next_service_date) || 'Not scheduled';
}

function ResidentialDetails({ order }: { order: ServiceOrder }) {
  return (
    <Facts
      rows={[
        { label: 'Next service', value: nextService(order) },
        { label: 'Frequency', value: FREQUENCY_LABELS[order.frequency_type] },
        { label: 'Dogs', value: dogCount(order) },
        { label: 'Total per visit', value: formatDollars(order.calculated_price?.total_price_per_service) },
      ]}
    />
  );
}

function CommercialDetails({ order }: { order: ServiceOrder }) {
  const detail = order.commercial_detail;
  return (
    <div className="overview-commercial">
      <Facts
        rows={[
          { label: 'Next service', value: nextService(order) },
          { label: 'Frequency', value: FREQUENCY_LABELS[order.frequency_type] },
          { label: 'Homes', value: detail?.home_count ?? 'Not given' },
        ]}
      />
      {detail && detail.line_items.length > 0 ? (
        <table className="overview-table">
          <caption className="visually-hidden">Line items</caption>
          <ColumnHeads columns={['Item', 'Frequency', { label: 'Total', className: 'overview-table__num' }]} />
          <tbody>
            {detail.line_items.map((line, i) => (
              <tr key={`${line.item}-${i}`}>
                <td>{lineItemLabel(line.item)}</td>
                <td>{lineItemFrequency(line.frequency)}</td>
                <td className="overview-table__num">{formatDollars(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="overview-table__num">{formatDollars(detail.total)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </div>
  );
}
