// The account's Dogs tab (spec 3, issue 15): placeholder until its screen lands.
import type { AccountNav, AccountUserProps } from '../account-nav';
import { UnderConstruction } from '../shared/under-construction';

export default function DogsTab(_props: { user: AccountUserProps; nav: AccountNav }) {
  return <UnderConstruction />;
}
