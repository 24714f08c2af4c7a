// The route guards (spec 1 §2, spec 2 §2, spec 3 §2), run in each route's `beforeLoad`. Each reads
// the stores once, redirects when the screen cannot be shown, and otherwise returns what the screen
// needs as route context.
import { redirect } from '@tanstack/react-router';
import { acquisitionStore } from '../flows/shared/acquisition-store';
import { sessionStore } from '../session-store';

/** Signed in → /account (the sign-in and set-password screens are for visitors). */
export function requireVisitor() {
  if (sessionStore.read()) throw redirect({ to: '/account', replace: true });
  return { signedIn: false as const };
}

/** The acquisition screens after the ZIP screen need its service area (spec 1 §2: without one, go to /). */
export function requireArea() {
  const area = acquisitionStore.area();
  if (!area) throw redirect({ to: '/', replace: true });
  return {
    area,
    channel: acquisitionStore.channel(),
    lead: acquisitionStore.lead(),
    session: sessionStore.read(),
  };
}

/** The dog page needs the order checkout saved (spec 2 §2: without one, go to /). */
export function requireOrder() {
  const order = acquisitionStore.order();
  if (!order) throw redirect({ to: '/', replace: true });
  return { order, lead: acquisitionStore.lead(), session: sessionStore.read() };
}

/** Registration is for a visitor the dog page sent here (spec 2 §2: signed in → /account; no flag → /). */
export function requireRegistration() {
  requireVisitor();
  if (!acquisitionStore.allowRegistration()) throw redirect({ to: '/', replace: true });
  return { order: acquisitionStore.order(), lead: acquisitionStore.lead() };
}

/** The account area needs a session (spec 3 §2: without one, /login). */
export function requireSession() {
  const session = sessionStore.read();
  if (!session) throw redirect({ to: '/login', replace: true });
  return { session };
}
