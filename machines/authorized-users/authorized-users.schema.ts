/**
 * The Edit Authorized Users modal ('Guest Users' for commercial customers; spec doc 3 §2.2, §6, §7
 * 'Authorized-users-only update'): a list of names to add, change and remove.
 */

/** The contract's limit on authorized_users_list (AccountUpdateRequest: maxItems 20). */
export const MAX_AUTHORIZED_USERS = 20;

export interface EmailEntry {
  email: string;
  primary: boolean;
}

/** What PATCH user/me/ (or /crm/commerical-customer/{id}/) receives for this modal. */
export interface AuthorizedUsersRequest {
  authorized_users_list: string[];
  emailaddress_set: EmailEntry[];
}

/** The names as saved: trimmed, blank entries dropped. */
export function cleanNames(names: readonly string[]): string[] {
  return names.map((n) => n.trim()).filter((n) => n !== '');
}

/** Index → message for each entry repeating an earlier name (case and surrounding space ignored). */
export function duplicateNames(names: readonly string[], message: string): Record<number, string> {
  const seen = new Set<string>();
  const out: Record<number, string> = {};
  names.forEach((n, i) => {
    const key = n.trim().toLowerCase();
    if (key === '') return;
    if (seen.has(key)) out[i] = message;
    seen.add(key);
  });
  return out;
}

/** The saved names differ from the loaded ones (so Save has something to send). */
export function namesChanged(names: readonly string[], saved: readonly string[]): boolean {
  const a = cleanNames(names);
  return a.length !== saved.length || a.some((n, i) => n !== saved[i]);
}

/** The request: the names, and the account's emails, falling back to the primary email (spec doc 3 §7). */
export function authorizedUsersRequest(
  names: readonly string[],
  emails: readonly EmailEntry[],
  primaryEmail: string,
): AuthorizedUsersRequest {
  return {
    authorized_users_list: cleanNames(names),
    emailaddress_set: emails.length > 0 ? emails.map((e) => ({ ...e })) : [{ email: primaryEmail, primary: true }],
  };
}
