// Remember me (spec 1 §4 keeps the credentials in a cookie; design.md §8: only the email, never the
// password). A cookie rather than localStorage on purpose: signing out and idle logout clear local and
// session storage (spec 1 §4), and the remembered email must outlive them, as the spec's cookie does.
// Invariant: read() returns a trimmed non-empty string or null; nothing here throws.

export const REMEMBER_COOKIE = 'remember_email';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function doc(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

export const rememberedEmail = {
  read(): string | null {
    const d = doc();
    if (!d) return null;
    for (const part of d.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name !== REMEMBER_COOKIE) continue;
      try {
        const value = decodeURIComponent(rest.join('=')).trim();
        return value === '' ? null : value;
      } catch {
        return null;
      }
    }
    return null;
  },
  /** Store the email, or remove it with null (box unchecked, login error). */
  write(email: string | null): void {
    const d = doc();
    if (!d) return;
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    d.cookie = email
      ? `${REMEMBER_COOKIE}=${encodeURIComponent(email)}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Strict${secure}`
      : `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
  },
};
