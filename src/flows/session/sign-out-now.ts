// Sign Out when no session machine runs: its code is still loading (it is fetched after the page, so
// a quick click can come first) or the session ended a moment ago. The end state is the machine's:
// the token revoked on the server, both storages cleared, /login. The token goes with the request
// explicitly, because storage is cleared at once and the API client reads its token at send time
// (after its own code has loaded); the revocation's failure never blocks signing out.
// Kept out of use-session-lifetime.tsx so the root layout can use it without loading the machine.
import type { ApiClient } from '../../api-context';
import { sessionStore } from '../../session-store';

export function signOutNow(api: ApiClient, navigate: (to: '/login') => void): void {
  const key = sessionStore.read()?.key;
  if (key) void api.POST('/auth/logout/', { headers: { Authorization: `token ${key}` } }).catch(() => undefined);
  sessionStore.clear();
  navigate('/login');
}
