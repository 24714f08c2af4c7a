// Stub: the tab lands with issue 14 (replaced by the view).
import type { AccountNav, AccountUserProps } from '../account-nav';
import { UnderConstruction } from '../shared/under-construction';

export interface ServicesTabProps {
  user: AccountUserProps;
  nav: AccountNav;
}

export default function ServicesTab(_props: ServicesTabProps) {
  return <UnderConstruction />;
}
