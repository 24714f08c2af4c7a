// Where the account page is, as its URL says (/account?tab=&service=&request=): the tab, the service
// whose detail view is open (My Services) and a service request entry (the Messages tab's form).
// Views change it only through `go`, which pushes a history entry (so Back returns) unless `replace`.
import type { AccountTab } from '../../domain/account-enums';

export type ServiceRequestReason = 'request_one_time_service' | 'edit_existing_service';

export interface AccountSearch {
  tab: AccountTab;
  /** My Services: the service order whose detail view is open. */
  service?: string | undefined;
  /** Messages: open the new-ticket form with this reason (spec 3 §4 Ticket entry flags). */
  request?: ServiceRequestReason | undefined;
  /** Messages: the ticket whose detail view is open. */
  ticket?: string | undefined;
  /** Invoices and Proposals: the page shown, 1-based (absent: the first). */
  page?: number | undefined;
}

export interface AccountNav {
  search: AccountSearch;
  go: (search: AccountSearch, options?: { replace?: boolean }) => void;
}

/** The signed-in user as every tab needs them. */
export interface AccountUserProps {
  uuid: string;
  commercial: boolean;
  firstName: string | null;
}
