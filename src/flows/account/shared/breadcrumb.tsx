// The account's breadcrumb (spec 3: the service detail's, 'My Tickets' in a ticket's, the request
// form's): a navigation landmark named Breadcrumb, the trail as tab links, the current page last.
import type { AccountNav, AccountSearch } from '../account-nav';
import { TabLink } from './tab-link';

export interface Crumb {
  label: string;
  to: AccountSearch;
}

export function Breadcrumb({ nav, trail, current }: { nav: AccountNav; trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {trail.map((c) => (
          <li key={c.label}>
            <TabLink nav={nav} to={c.to}>
              {c.label}
            </TabLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
