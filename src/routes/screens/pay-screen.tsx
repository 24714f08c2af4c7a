import { useRouterState } from '@tanstack/react-router';
import { PayView } from '../../flows/pay/pay-view';

/**
 * /pay (spec 2 §2): public, no guard. The query is raw base64 ('+', '/', '='), which the router's own
 * search parser would read as key=value pairs and re-encode: the view gets the address bar's query as
 * it is. The router state is read only so a new query re-renders the page.
 */
export function PayScreen() {
  useRouterState({ select: (s) => s.location.searchStr });
  return <PayView search={typeof window === 'undefined' ? '' : window.location.search} />;
}
