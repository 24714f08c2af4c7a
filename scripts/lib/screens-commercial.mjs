// Shots of the community enquiry wizard /commercial for `npm run screens` (scripts/screens.mjs):
// { name, path, needs?, steps?(page, width) }. needs: 'area' = a stored service area (ZIP 27601);
// 'community' = signed in as community@example.com (the steps then check the ZIP themselves).
// Step 1, its refusals, step 2 with every detail group open, its refusals, the submit in progress
// (its line items held back) and a signed-in community's locked step 1.
import { onScreen } from './screens-steps.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (name = 'map.pdf') => ({ name, mimeType: 'application/pdf', buffer: PDF });
const BIG = { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(6_000_000)]) };
const FAKE = { name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') };

/** A date `days` from today as the picker's segments take it (MMDDYYYY). */
function typedDate(days) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${d.getFullYear()}`;
}

async function choose(page, label, files) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await (await chooser).setFiles(files);
}

const check = (page, name) => page.getByRole('checkbox', { name, exact: true }).check({ force: true });

/** /services (area stored) → a new email, COMMUNITY → Continue: the quote and proposal exist, /commercial opens. */
async function throughServices(page, signedIn = false) {
  if (!signedIn) await page.getByRole('textbox', { name: 'Email' }).fill(`shot-community-${Date.now()}@example.com`);
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Yard Sign');
  await page.locator('.radio-card', { hasText: 'COMMUNITY' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tell us about your community' }).waitFor();
}

/** The demo community, signed in: / → ZIP 27601 → /services → the wizard, its names from the account. */
async function signedInWizard(page) {
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('27601');
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await page.getByRole('heading', { level: 1, name: 'Hooray!' }).waitFor();
  await throughServices(page, true);
}

async function fillStep1(page) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park');
  await page.getByRole('textbox', { name: 'Email' }).fill(`shot-${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone number 1' }).fill('9195550100');
  await page.getByRole('textbox', { name: 'Community name' }).fill('Oak Park');
  await choose(page, 'Community boundary map', pdf());
  await page.getByText('Chosen: map.pdf').waitFor();
}

/** Step 2 with every service and product chosen and both 'installed?' answered yes. */
async function toStep2(page) {
  await fillStep1(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tell us how we can help you' }).waitFor();
  await check(page, 'I am looking for a proposal');
  for (const name of [
    'Pet Waste Station Service',
    'Common Area Cleaning',
    'Trash Can Service',
    'Pet Waste Station Bags',
  ])
    await check(page, name);
  for (const name of ['Are pet waste stations installed?', 'Are trash cans installed?'])
    await page.getByRole('radiogroup', { name }).getByRole('radio', { name: 'Yes' }).check({ force: true });
}

async function typeDueDate(page, days) {
  await page.getByRole('group', { name: 'Proposal due date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typedDate(days));
}

export const COMMERCIAL_SHOTS = onScreen({ path: '/commercial', needs: 'area' }, [
  { name: 'commercial' },
  {
    name: 'commercial-errors',
    steps: async (page) => {
      await page.getByRole('textbox', { name: 'Phone number 1' }).fill('91955');
      await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('First name is required').waitFor();
    },
  },
  {
    name: 'commercial-upload-errors',
    steps: async (page) => {
      await choose(page, 'Community boundary map', BIG);
      await page.getByText('File too large').waitFor();
      await choose(page, 'Community boundary map', FAKE);
      await page.getByText('Unsupported Format').waitFor();
    },
  },
  {
    name: 'commercial-step2',
    steps: async (page) => {
      await toStep2(page);
      await typeDueDate(page, 30);
      await choose(page, 'Pet waste station map', pdf('stations.pdf'));
    },
  },
  {
    name: 'commercial-step2-errors',
    steps: async (page) => {
      await toStep2(page);
      await typeDueDate(page, 0);
      await choose(page, 'Trash can location map', BIG);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Proposal due date must be after today').waitFor();
    },
  },
  {
    name: 'commercial-submitting',
    path: '/services',
    steps: async (page) => {
      await throughServices(page);
      await toStep2(page);
      await typeDueDate(page, 30);
      // The line items never answer: the loader stays for the picture.
      await page.route('**/api/v1/proposal-line-item/', () => new Promise(() => {}));
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.loading__veil').waitFor();
    },
  },
  {
    name: 'commercial-signed-in',
    path: '/',
    needs: 'community',
    steps: async (page) => {
      await signedInWizard(page);
    },
  },
  {
    // The account's phones could not be read (offline, then a reload keeps the wizard): only Email, Try again.
    name: 'commercial-signed-in-account-failed',
    path: '/',
    needs: 'community',
    steps: async (page) => {
      await signedInWizard(page);
      await page.route('**/api/v1/user/me/', (route) => route.abort('failed'));
      await page.reload();
      await page.getByText('We could not load the phone numbers on your account').waitFor();
    },
  },
]);
