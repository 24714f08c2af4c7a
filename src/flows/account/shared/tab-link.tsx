// A link to a place of the account page (spec 3 §2: 'The overview switches tabs by number'): the
// kit's AppLink (a real <a href>, so open-in-new-tab works) moved through the page's nav on a plain
// click, so Back returns.
import type { ReactNode } from 'react';
import { AppLink } from '../../../ui/plain-controls';
import type { AccountNav, AccountSearch } from '../account-nav';

/** The URL of a place of the account page: /account?tab=&service=&request=. */
export function accountHref(search: AccountSearch): string {
  const params = new URLSearchParams({ tab: String(search.tab) });
  if (search.service) params.set('service', search.service);
  if (search.request) params.set('request', search.request);
  return `/account?${params.toString()}`;
}

export function TabLink({
  nav,
  to,
  className,
  children,
}: {
  nav: AccountNav;
  to: AccountSearch;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AppLink to={accountHref(to)} onNavigate={() => nav.go(to)} {...(className ? { className } : {})}>
      {children}
    </AppLink>
  );
}
