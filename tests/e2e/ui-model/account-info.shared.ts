// What the Account Information tab's UI model specs share (account-edit, authorized-users,
// community-info, notification-preferences): accounts of their own, the demo accounts' API, and the
// tab's landmarks.
import type { Page } from '@playwright/test';
import { uiContext } from '../../support/ui-model-types';
import type { UiContext } from '../../support/ui-model-types';
import { expect, test as e2eTest } from '../support';

/** The test of these specs, with `ui`: the test's own UiContext, for the tests written beside the model's paths. */
export const test = e2eTest.extend<{ ui: UiContext }>({
  ui: async ({ page, request, seedArea, signInAs }, use) => {
    await use(uiContext({ page, request, seedArea, signInAs }));
  },
});

export const PASSWORD = 'Password1';
export { NETWORK } from '../../support/ui-model-types';
export const SAVED = 'Data was saved successfully';
export const TAB = '/account?tab=1';

export const dialog = ({ page }: UiContext) => page.getByRole('dialog');
export const toasts = ({ page }: UiContext) => page.getByRole('region', { name: 'Notifications' });

/** A toast with `text` is on screen (the newest of several alike). */
export const expectToast = async (ui: UiContext, text: string | RegExp) =>
  expect(toasts(ui).getByText(text).first()).toBeVisible();

/** The session token signInAs stored (for reading and putting back demo records through the API). */
export async function token(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('session'));
  return (JSON.parse(session ?? '{}') as { key?: string }).key ?? '';
}

/** A call as the signed-in user of `page`; fails the test unless the server accepts it. */
export async function api<T = unknown>(page: Page, method: 'GET' | 'PATCH' | 'PUT', path: string, data?: unknown) {
  const res = await page.request.fetch(`/api/v1/${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { Authorization: `token ${await token(page)}` },
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A residential customer of the test's own (a UNIQ email: what a path saves never meets another
 * path), with `account` PATCHed through the API before the tab opens.
 */
export async function ownCustomer(ui: UiContext, email: string, account: Record<string, unknown> = {}) {
  const r = await ui.request.post('/api/v1/auth/registration/', {
    data: { email, password1: PASSWORD, password2: PASSWORD, role: 'customer' },
  });
  expect(r.status(), await r.text()).toBe(201);
  await ui.signInAs(email, '/favicon.svg');
  if (Object.keys(account).length > 0) await api(ui.page, 'PATCH', 'user/me/', account);
  await ui.page.goto(TAB);
  await expect(ui.page.getByRole('region', { name: 'Account Info' })).toBeVisible();
}

/** The signed-in user's uuid (from the stored session). */
export async function userUuid(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { user?: { uuid?: string } }).user?.uuid ?? '',
  );
}
