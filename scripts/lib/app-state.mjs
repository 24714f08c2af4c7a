// The browser state some screens need before they render (budget and bench helpers):
//   - a stored service area (/services, /subscription, /getquote): a real ZIP check of 27601 on `/` in
//     a throwaway context; its sessionStorage is what the measured context starts with;
//   - a signed-in session (/account): POST /api/v1/auth/login/ as the demo customer, stored the way
//     src/session-store.ts reads it (localStorage 'session', the login answer plus its email).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

/* global sessionStorage, localStorage, location -- in page functions */

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** sessionStorage after a successful ZIP check of `zip` on `/` (keys of src/flows/shared/acquisition-store.ts). */
export async function areaSessionStorage(browser, url, zip = '27601') {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByRole('textbox', { name: 'ZIP code' }).fill(zip);
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await page.waitForFunction(() => sessionStorage.getItem('acq.area') !== null, undefined, { timeout: 15_000 });
    const items = await page.evaluate(() =>
      Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)])),
    );
    // Only what the ZIP check stores: no flow snapshot of a screen visited after it.
    for (const key of Object.keys(items)) if (key.startsWith('flow.')) delete items[key];
    return items;
  } finally {
    await context.close();
  }
}

/** localStorage of a signed-in demo customer. */
export async function signedInLocalStorage(url, email = 'customer@example.com', password = 'Password1') {
  const res = await fetch(`${url}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const session = await res.json();
  return { session: JSON.stringify({ ...session, email: session.email ?? session.user.email }) };
}

/** An init script for a context: the given items go into storage once (a reload finds what the app saved). */
export async function seedStorage(context, { session = {}, local = {} }) {
  await context.addInitScript(
    ([s, l]) => {
      if (location.protocol === 'about:') return;
      const fill = (store, items) => {
        for (const [k, v] of Object.entries(items)) if (store.getItem(k) === null) store.setItem(k, v);
      };
      if (!sessionStorage.getItem('tools.seeded')) {
        fill(sessionStorage, s);
        fill(localStorage, l);
        sessionStorage.setItem('tools.seeded', '1');
      }
    },
    [session, local],
  );
}
