// JSON in the tab's sessionStorage, for the flows that keep progress over a reload (the acquisition
// store, the account modals' drafts). Invariant: nothing here throws — an unavailable storage or an
// unreadable value reads as null.
export function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStore()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Writes `value` (null or undefined removes the key); a failed write is logged and changes nothing. */
export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) sessionStore()?.removeItem(key);
    else sessionStore()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Spec 2 §8: browser storage full is logged to the console only.
    console.error('storage', error);
  }
}

/**
 * Writes `value` and says whether it was kept: false when storage is full (QuotaExceededError) or
 * unavailable, and then nothing is left under the key (an older value would otherwise come back).
 */
export function tryWriteJson(key: string, value: unknown): boolean {
  const s = sessionStore();
  try {
    if (!s) return false;
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error('storage', error);
    try {
      s?.removeItem(key);
    } catch {
      // Nothing more to do.
    }
    return false;
  }
}

export function removeKeys(matches: (key: string) => boolean): void {
  const s = sessionStore();
  try {
    if (s) for (const key of Object.keys(s)) if (matches(key)) s.removeItem(key);
  } catch {
    // An unavailable storage has nothing to remove.
  }
}
