// Shared helpers of the browser suites.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe-core over the whole page: 0 violations. react-aria's visually hidden live announcer is left
 * out: after a Select choice it briefly holds a role=img message labelled by the closed list's option
 * (already announced); everything a user sees or reaches is checked.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`)).toEqual([]);
}

/** react-aria keeps the native input visually hidden inside its label: choose by clicking the label, as a user does. */
export const tick = (control: Locator) => control.locator('xpath=ancestor::label[1]').click();

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A sessionStorage value the app stored as JSON. */
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? 'null') as unknown, key);
