// My Services (spec 3 §2.3; tab 2): the list of services, one card per address, or — when the URL
// names one (?service=) — that service's detail view, so reload and Back keep it.
import type { AccountNav, AccountUserProps } from '../account-nav';
import { ServiceDetail } from './service-detail';
import { ServiceList } from './service-list';
import '../../../styles/account-services.css';

export interface ServicesTabProps {
  user: AccountUserProps;
  nav: AccountNav;
}

export default function ServicesTab({ user, nav }: ServicesTabProps) {
  const uuid = nav.search.service;
  return (
    <div className="services">
      {uuid ? <ServiceDetail key={uuid} uuid={uuid} user={user} nav={nav} /> : <ServiceList user={user} nav={nav} />}
    </div>
  );
}
