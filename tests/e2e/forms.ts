/**
 * Forms that several browser specs fill the same way: the sandbox card at checkout, the /pay form, and
 * step 1 of the community wizard. Each fills what a visitor types; the specs assert on what follows.
 */
import type { Page } from '@playwright/test';

/** Checkout's card (the sandbox's accepted 4111… card), with the charge authorization and the terms ticked. */
export async function fillCheckoutCard(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Card Number' }).fill('4111111111111111');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Expiry year (YYYY)' }).fill('2030');
  await page.getByRole('checkbox', { name: /authorize you to charge my card/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /accept the terms/ }).check({ force: true });
}

/** Every field of /pay's form: `card` expiring in December of `expiryYear`, held by Morgan Manager of Raleigh. */
export async function fillPayForm(page: Page, card: string, expiryYear: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card Number' }).fill(card);
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Expiry year (YYYY)' }).fill(expiryYear);
  await page.getByRole('textbox', { name: 'First name' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Manager');
  await page.getByRole('textbox', { name: 'Billing address' }).fill('500 Congress Ave');
  await page.getByRole('combobox', { name: 'State' }).selectOption('NC');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('27601');
  await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
}

/** Who sends a community enquiry: step 1's contact and community fields, before the map and the address. */
export interface CommunityContact {
  first: string;
  last: string;
  company: string;
  /** The radio of the sender's role, e.g. 'Community Manager'. */
  role: string;
  phone: string;
  /** The checkbox of the preferred contact method: 'Text' or 'Email'. */
  contactBy: 'Text' | 'Email';
  community: string;
}

/** Ada Park of Oak Management, who manages Oak Park and prefers texts. */
export const OAK_PARK: CommunityContact = {
  first: 'Ada',
  last: 'Park',
  company: 'Oak Management',
  role: 'Community Manager',
  phone: '9195550100',
  contactBy: 'Text',
  community: 'Oak Park',
};

/** Step 1's contact and community fields; the community has townhomes, 101-350 homes. */
export async function fillCommunityContact(page: Page, who: CommunityContact): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(who.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(who.last);
  await page.getByRole('textbox', { name: 'Management company' }).fill(who.company);
  await page.getByRole('radio', { name: who.role }).check({ force: true });
  await page.getByRole('textbox', { name: 'Phone number 1' }).fill(who.phone);
  await page.getByRole('checkbox', { name: who.contactBy, exact: who.contactBy === 'Email' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Community name' }).fill(who.community);
  await page.getByRole('checkbox', { name: 'Townhomes' }).check({ force: true });
  await page.getByRole('combobox', { name: 'Number of homes' }).selectOption('101-350');
}

/** Step 1's address: 100 Main Street, Raleigh, NC 27601 (served by the Raleigh office). */
export async function fillCommunityAddress(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Address' }).fill('100 Main Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
  await page.getByRole('combobox', { name: 'State' }).selectOption('NC');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('27601');
}
