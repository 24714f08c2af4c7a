import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { LoginSession } from './session-store';

export function useSession(): LoginSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.read, () => null);
}

export function useQuoteInProgress(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isQuoteInProgress, () => false);
}
