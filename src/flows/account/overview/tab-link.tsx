// A link to another tab of the account page (spec 3 §2: 'The overview switches tabs by number'): a
// real <a href> (open in a new tab works), moved through the page's nav on a plain click so Back returns.
// (Plain markup rather than the kit's AppLink: importing plain-controls here would split it out of the
// home page's bundle into a chunk of its own, which costs the first visit bytes.)
import type { MouseEvent, ReactNode } from 'react';
import type { AccountNav, AccountSearch } from '../account-nav';

export function accountHref(search: AccountSearch): string {
  const params = new URLSearchParams({ tab: String(search.tab) });
  if (search.service) params.set('service', search.service);
  if (search.request) params.set('request', search.request);
  return `/account?${params.toString()}`;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

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
    <a
      href={accountHref(to)}
      className={className}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        nav.go(to);
      }}
    >
      {children}
    </a>
  );
}
