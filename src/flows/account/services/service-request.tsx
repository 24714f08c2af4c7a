// STUB (issue 14 foundation): the request/edit-service form (spec 3 §2: tab 6 serves the one-time-service
// request and the edit-service entry) — the new-ticket form with reason request_one_time_service or
// edit_existing_service. Replaced by the My Services work.
import type { AccountNav, AccountUserProps } from '../account-nav';
import { UnderConstruction } from '../shared/under-construction';

export interface ServiceRequestProps {
  user: AccountUserProps;
  nav: AccountNav;
}

export default function ServiceRequest(_props: ServiceRequestProps) {
  return <UnderConstruction />;
}
