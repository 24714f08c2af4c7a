// /account (spec 3 §2): the route's guard put the session's user and a visible tab in the context;
// the URL's search is the page's place (tab, open service, request entry, open ticket, page).
import { Navigate, getRouteApi } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/shared/acquisition-store';
import { AccountView } from '../../flows/account/account-view';
import type { AccountSearch } from '../../flows/account/account-nav';
import { useSession } from '../../session-hooks';

const route = getRouteApi('/account');

export function AccountScreen() {
  // The session ended while the page shows (Sign Out, idle logout, another tab): the account's reads
  // would go out without a token; the page leaves at once instead (the guard's rule, kept while shown).
  const signedIn = useSession() !== null;
  if (!signedIn) return <Navigate to="/login" replace />;
  return <SignedInAccount />;
}

function SignedInAccount() {
  const { user, tab } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const nav = {
    search: { tab, service: search.service, request: search.request, ticket: search.ticket, page: search.page },
    go: (next: AccountSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
  };
  return (
    <AccountView
      user={user}
      nav={nav}
      onAddNewService={() => {
        acquisitionStore.setAccountEntry({ is_edit: true, property_type: 'residential' });
        void navigate({ to: '/' });
      }}
    />
  );
}
