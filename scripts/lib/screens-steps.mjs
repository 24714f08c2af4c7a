// What the shots of `npm run screens` (scripts/screens.mjs and its scripts/lib/screens-*.mjs parts) share:
// the rows of one screen written once, and the steps many of them take.

/**
 * The shots of one screen: every row takes `screen`'s fields (its `path`, `needs`, …) unless it gives
 * its own.
 */
export const onScreen = (screen, rows) => rows.map((row) => ({ ...screen, ...row }));

/** Waits until no part of the page is loading (a lazy tab's reads show `.section-loading`). */
export async function settled(page) {
  await page
    .locator('.section-loading')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

/** Clicks the first button named `button` and waits for the `role` (dialog, alertdialog) named `title`. */
export async function openDialog(page, button, title = button, role = 'dialog') {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole(role, { name: title }).waitFor();
}

/** A shot's steps that only open a dialog: see openDialog. */
export const opens =
  (...dialog) =>
  (page) =>
    openDialog(page, ...dialog);
