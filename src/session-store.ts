// The stored login session (spec 1 §3 "Login session (stored)") and a small "quote in progress" flag.
// Plain storage + a subscription for React's useSyncExternalStore; no fetch here (the auth machine and
// API client write it). Invariant: read() returns either null or a value whose `key` is a non-empty string.

export const SESSION_STORAGE_KEY = 'session';
/** Session-scoped: a quote is "in progress" only in this tab (spec 1 §4: set on a successful ZIP check). */
export const QUOTE_IN_PROGRESS_KEY = 'quote_in_progress';

export interface SessionUser {
  first_name: string | null;
  last_name: string | null;
  email: string;
  uuid: string;
  zip_codes: string[];
  roles: string[];
}

export interface LoginSession {
  key: string;
  user: SessionUser;
  email: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

function isSession(v: unknown): v is LoginSession {
  if (!v || typeof v !== 'object') return false;
  const s = v as Partial<LoginSession>;
  return typeof s.key === 'string' && s.key.length > 0 && !!s.user && typeof s.user === 'object';
}

// Cache by raw string so useSyncExternalStore gets a stable snapshot between changes.
let cachedRaw: string | null = null;
let cachedValue: LoginSession | null = null;

export const sessionStore = {
  read(): LoginSession | null {
    const raw = storage('local')?.getItem(SESSION_STORAGE_KEY) ?? null;
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cachedValue = isSession(parsed) ? parsed : null;
    } catch {
      cachedValue = null;
    }
    return cachedValue;
  },
  write(session: LoginSession): void {
    storage('local')?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    emit();
  },
  /** Sign out / idle logout / 401: spec 1 §4 clears local and session storage. */
  clear(): void {
    storage('local')?.clear();
    storage('session')?.clear();
    emit();
  },
  /**
   * A visitor's finished enquiry (spec 2 §2 "the session is cleared"): the tab's session storage goes (the
   * acquisition flow, the quote in progress, the visitor key), the sign-in kept in localStorage stays.
   */
  endVisit(): void {
    storage('session')?.clear();
    emit();
  },
  isQuoteInProgress(): boolean {
    return storage('session')?.getItem(QUOTE_IN_PROGRESS_KEY) === 'true';
  },
  setQuoteInProgress(inProgress: boolean): void {
    if (inProgress) storage('session')?.setItem(QUOTE_IN_PROGRESS_KEY, 'true');
    else storage('session')?.removeItem(QUOTE_IN_PROGRESS_KEY);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    // Another tab signing in or out changes localStorage: follow it.
    const onStorage = () => listener();
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  },
};
