// The cross-engine suite's journeys, each written once against tests/engines/driver.mjs and run in
// Chromium, Firefox and WebKit (scripts/engines.mjs). They are the paths a customer cannot do without:
// the acquisition journey to a placed order and an account, signing in and every account tab (with one
// modal opened and closed by keyboard alone), paying an invoice on /pay with the sandbox card, the
// phone-width home, quote and menu, and a quote emailed and opened again from its link. The selectors and
// flows are those of tests/e2e (journey, auth, account-shell, account-info, pay, frame, returning-visitors
// specs); the deep checks stay there, in Chromium.
//
// The engines of a run share one server (a fresh in-memory database with the demo data); what one
// engine's journeys change (a new account, a paid invoice) is nothing another engine's journeys read.

const h1 = { role: 'heading', level: 1 };
const CUSTOMER = 'customer@example.com';
const COMMUNITY = 'community@example.com';
const PASSWORD = 'Password1';
/** Waits that include a real round trip through the server's payment or order code. */
const SLOW = 45_000;

/** A new address, short: WebKitWebDriver types key by key. */
const unique = (tag) => `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@example.com`;

/** The reference API, from Node (not through the page). */
async function api(baseUrl, pathname, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${baseUrl}/api/v1/${pathname}`, {
    method,
    headers: {
      ...(token ? { Authorization: `token ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

const tokenOf = async (baseUrl, email) =>
  (await api(baseUrl, 'auth/login/', { method: 'POST', body: { email, password: PASSWORD } })).key;

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** From the home screen to the quote: ZIP 27601, the email step as a residential visitor, the `plan`. */
async function toQuote(d, email, plan) {
  await d.goto('/');
  await d.expectText(h1, 'Take back your backyard!');
  await d.fill({ role: 'textbox', name: 'ZIP code' }, '27601');
  await d.click({ role: 'button', name: 'Check Availability' });

  await d.expectPath(/^\/services$/);
  await d.expectText(h1, 'Hooray!');
  await d.fill({ role: 'textbox', name: 'Email' }, email);
  await d.select({ role: 'combobox', name: 'How did you hear about us?' }, 'Yard Sign');
  await d.tick({ role: 'radio', name: /^Residential/ });
  await d.click({ role: 'button', name: 'Continue' });

  await d.expectPath(/^\/subscription$/);
  await d.click({ role: 'button', name: `Get Started with ${plan}` });

  await d.expectPath(/^\/getquote$/);
  await d.expectText(h1, 'Customize your quote');
}

/** ZIP 27601 → residential → weekly → quote → checkout with the sandbox card → dog details → registration → login. */
async function acquisition(d) {
  const email = unique(`j-${d.engine}`);
  const password = 'Doggie123';

  await toQuote(d, email, 'Weekly');
  await d.expectChecked({ role: 'radio', name: 'Weekly', exact: true });
  await d.tick({ role: 'radio', name: 'Detached less than 0.5 acres' });
  await d.tick({ role: 'radio', name: '2', exact: true });
  await d.tick({ role: 'radio', name: '2 to 6 weeks' });
  await d.tick({ role: 'checkbox', name: 'Back Yard' });
  await d.tick({ role: 'checkbox', name: 'Front Yard' });
  const summary = { role: 'region', name: 'Service Summary' };
  await d.expectContains(summary, '2 dogs');
  // The price of these choices is in (the breakdown shows only once the last change is priced): the
  // summary below it has stopped moving.
  await d.waitFor({ css: '[data-testid="quote-total"]', within: summary });
  await d.click({ role: 'button', name: 'Have a coupon?', within: summary });
  await d.fill({ role: 'textbox', name: 'Coupon code' }, 'WELCOME10');
  await d.click({ role: 'button', name: 'Apply' });
  await d.expectContains({ css: '[data-testid="quote-coupon-applied"]' }, 'WELCOME10');
  const total = (await d.waitFor({ css: '[data-testid="quote-total"]', within: summary })).text;
  await d.click({ role: 'button', name: 'Continue', within: summary });

  await d.expectText(h1, 'Check out');
  await d.fill({ role: 'textbox', name: 'Address' }, '100 Fayetteville St');
  await d.fill({ role: 'textbox', name: 'City' }, 'Raleigh');
  await d.select({ role: 'combobox', name: 'State', nth: 0 }, 'North Carolina');
  await d.expectValue({ role: 'textbox', name: 'Zip code' }, '27601');
  await d.click({ role: 'button', name: 'Choose a start date' });
  await d.click({
    css: '[role="gridcell"] [role="button"]:not([aria-disabled="true"])',
    nth: 0,
    within: { role: 'dialog', name: 'Available start dates' },
  });
  await d.expectGone({ role: 'dialog', name: 'Available start dates' });
  await d.fill({ role: 'textbox', name: 'First name' }, 'Ada');
  await d.fill({ role: 'textbox', name: 'Last name' }, 'Lovelace');
  await d.fill({ role: 'textbox', name: 'Email' }, email);
  await d.fill({ role: 'textbox', name: 'Phone number 1' }, '9195550100', { expected: null });
  await d.tick({ role: 'checkbox', name: 'Email', exact: true });
  await d.fill({ role: 'textbox', name: 'Card Number' }, '4111111111111111', { expected: null });
  await d.fill({ role: 'textbox', name: 'CVV' }, '123');
  await d.fill({ role: 'textbox', name: 'Expiry month (MM)' }, '12');
  await d.fill({ role: 'textbox', name: 'Expiry year (YYYY)' }, '2030');
  await d.tick({ role: 'checkbox', name: /authorize you to charge my card/ });
  await d.tick({ role: 'checkbox', name: /accept the terms/ });
  await d.click({ role: 'button', name: 'Checkout' });

  await d.expectPath(/^\/doginfo$/, SLOW);
  await d.expectText(h1, 'Tell us about your dogs');
  const order = await d.stored('session', 'acq.order');
  check(
    order?.email === email && order?.is_enquiry === true,
    `the stored order is not this visitor's: ${JSON.stringify(order)}`,
  );
  const sidebar = { role: 'complementary', name: 'Your Service Confirmed!' };
  await d.expectContains(sidebar, 'ending in 1111');
  await d.expectContains(sidebar, total);
  await d.fill({ role: 'textbox', name: 'Name', within: { role: 'group', name: 'Dog 1' } }, 'Rex');
  await d.fill({ role: 'textbox', name: 'Name', within: { role: 'group', name: 'Dog 2' } }, 'Luna');
  await d.click({ role: 'button', name: 'Save and continue' });

  await d.expectPath(/^\/registration$/);
  await d.fill({ label: 'Password' }, password);
  await d.fill({ label: 'Confirm Password' }, password);
  await d.click({ role: 'button', name: 'Register' });
  await d.expectPath(/^\/login\?email=/, SLOW);
  await d.expectValue({ role: 'textbox', name: 'Email' }, email);
  await d.fill({ label: 'Password' }, password);
  await d.click({ role: 'button', name: 'Login' });
  await d.expectPath(/^\/account(\?tab=\d)?$/);

  // The new account holds the order with those choices (the session the login screen stored).
  const token = (await d.stored('local', 'session'))?.key;
  check(typeof token === 'string', 'no session stored after the login');
  const held = (await api(d.baseUrl, 'service-order-enquiry/', { token })).results.find((r) => r.uuid === order.id);
  check(held, `order ${order.id} is not in the new account`);
  check(
    held.frequency === 'weekly' && held.pet_count === 2 && held.service_address?.zip_code === '27601',
    `the order holds other choices: ${JSON.stringify({ frequency: held.frequency, pets: held.pet_count, address: held.service_address })}`,
  );
}

const TABS = [
  ['Account Overview', { role: 'region', name: 'Messages' }, null],
  ['Account Information', { role: 'region', name: 'Account Info' }, 'Casey Customer'],
  ['My Services', { role: 'region', name: /^100 Main St/ }, null],
  ['Dogs', { role: 'region', name: 'Biscuit' }, 'Beagle'],
  ['Billing Information', { role: 'region', name: 'Saved Cards' }, null],
  ['Invoices', { role: 'table', name: /^Invoices and Credit Memos, page/ }, 'INV-1003'],
  [/^Messages/, { role: 'list', name: 'Tickets' }, null],
];

/** Sign-in through the login screen, every tab of the account, and Edit Account Information by keyboard alone. */
async function signInAndTabs(d) {
  await d.goto('/login');
  await d.expectText(h1, 'Welcome');
  await d.fill({ role: 'textbox', name: 'Email' }, CUSTOMER);
  await d.fill({ label: 'Password' }, PASSWORD);
  await d.click({ role: 'button', name: 'Login' });
  await d.expectPath(/^\/account\?tab=0$/);
  await d.expectContains({ css: 'body' }, 'Welcome, ');

  const tablist = { role: 'tablist', name: 'Account sections' };
  for (const [i, [name, content, text]] of TABS.entries()) {
    const tab = { role: 'tab', name, within: tablist };
    await d.click(tab);
    await d.waitFor(tab, { ok: (t) => t.selected === 'true', what: 'to be selected' });
    await d.expectPath(new RegExp(`^/account\\?tab=${i}$`));
    if (text) await d.expectContains(content, text);
    else await d.waitFor(content);
    await d.expectGone({ css: '.section-loading' });
  }

  // Edit Account Information by keyboard: Tab to its button, Enter opens the modal with the focus in
  // it, Escape closes it and gives the focus back to the button.
  const infoTab = { role: 'tab', name: 'Account Information', within: tablist };
  await d.click(infoTab);
  await d.waitFor({ role: 'region', name: 'Account Info' });
  await d.expectGone({ css: '.section-loading' });
  const edit = { role: 'button', name: 'Edit account information' };
  await d.tabTo(edit);
  await d.press('Enter');
  const dialog = { role: 'dialog' };
  await d.waitFor({ role: 'heading', name: 'Edit Account Information', within: dialog });
  await d.waitFor(dialog, { ok: (i) => i.focusWithin, what: 'to hold the focus' });
  await d.press('Escape');
  await d.expectGone(dialog);
  await d.expectFocused(edit);
}

/**
 * An unpaid invoice of the demo accounts and its /pay link, as the server issues it to the owner. The
 * engines share one server and each pays one: the demo data has three unpaid invoices (the community's
 * INV-1004, the customer's INV-1003 and INV-1002), one for each engine of a run.
 */
async function unpaidInvoice(baseUrl) {
  for (const email of [COMMUNITY, CUSTOMER]) {
    const token = await tokenOf(baseUrl, email);
    const rows = (await api(baseUrl, 'credit-memo/get_credit_memo_and_invoice/?limit=100', { token })).results;
    for (const id of ['INV-1004', 'INV-1003', 'INV-1002']) {
      const row = rows.find((r) => r.invoice_id === id && r.status !== 'paid');
      if (row) return { ...row, link: (await api(baseUrl, `invoice/${row.uuid}/pay-link/`, { token })).link };
    }
  }
  throw new Error('no unpaid demo invoice is left on this server (three engines pay three)');
}

/** An unpaid invoice paid on /pay with the sandbox card; the API then says paid. */
async function pay(d) {
  const invoice = await unpaidInvoice(d.baseUrl);
  const { link } = invoice;

  await d.goto(link);
  const makePayment = { role: 'button', name: 'Make Payment' };
  await d.waitFor(makePayment, { ok: (i) => !i.disabled, what: 'to be enabled' });
  await d.fill({ role: 'textbox', name: 'Card Number' }, '4111111111111111', { expected: null });
  await d.fill({ role: 'textbox', name: 'CVV' }, '123');
  await d.fill({ role: 'textbox', name: 'Expiry month (MM)' }, '12');
  await d.fill({ role: 'textbox', name: 'Expiry year (YYYY)' }, '2030');
  await d.fill({ role: 'textbox', name: 'First name' }, 'Morgan');
  await d.fill({ role: 'textbox', name: 'Last name' }, 'Manager');
  await d.fill({ role: 'textbox', name: 'Billing address' }, '500 Congress Ave');
  await d.select({ role: 'combobox', name: 'State' }, 'North Carolina');
  await d.fill({ role: 'textbox', name: 'Zip code' }, '27601');
  await d.fill({ role: 'textbox', name: 'City' }, 'Raleigh');
  await d.click(makePayment);
  await d.waitFor({ role: 'heading', name: 'Thank you for your payment' }, { timeout: SLOW });
  await d.expectContains({ role: 'region', name: 'Notifications' }, 'received. Thank you!');

  const after = await api(d.baseUrl, `crm/payment/link-invoice/${invoice.uuid}/`);
  check(
    after.status === 'paid' && after.balance_due === '0.00',
    `${invoice.invoice_id} after paying: ${JSON.stringify(after)}`,
  );
}

/** At 390 × 844: the home screen and its menu drawer (Escape closes it), then the quote with its price bar. */
async function phone(d) {
  await d.viewport(390, 844);
  const size = await d.viewportSize();
  check(size.width === 390, `the viewport is ${size.width} px wide, not 390`);

  await d.goto('/');
  await d.expectText(h1, 'Take back your backyard!');
  await d.expectGone({ role: 'navigation', name: 'Main' });
  await d.expectNoSideways();
  const menu = { role: 'button', name: 'Menu' };
  await d.click(menu);
  const drawer = { role: 'dialog', name: 'Menu' };
  await d.waitFor({ role: 'link', name: 'About Us', within: drawer });
  await d.waitFor({ role: 'link', name: 'Sign In', within: drawer });
  await d.press('Escape');
  await d.expectGone(drawer);
  await d.expectFocused(menu);

  await d.fill({ role: 'textbox', name: 'ZIP code' }, '27601');
  await d.click({ role: 'button', name: 'Check Availability' });
  await d.expectPath(/^\/services$/);
  await d.fill({ role: 'textbox', name: 'Email' }, unique(`p-${d.engine}`));
  await d.select({ role: 'combobox', name: 'How did you hear about us?' }, 'Yard Sign');
  await d.tick({ role: 'radio', name: /^Residential/ });
  await d.click({ role: 'button', name: 'Continue' });
  await d.expectPath(/^\/subscription$/);
  await d.expectNoSideways();
  await d.click({ role: 'button', name: 'Get Started with Weekly' });

  await d.expectPath(/^\/getquote$/);
  await d.expectText(h1, 'Customize your quote');
  await d.tick({ role: 'radio', name: 'Town House' });
  await d.tick({ role: 'radio', name: '2', exact: true });
  await d.tick({ role: 'radio', name: '2 to 6 weeks' });
  await d.tick({ role: 'checkbox', name: 'Front Yard' });
  const bar = { role: 'button', name: /Total for first visit/ };
  await d.click(bar);
  await d.waitFor(bar, { ok: (i) => i.expanded === 'true', what: 'to be expanded' });
  await d.expectNoSideways();
  await d.click({ role: 'button', name: 'Continue', exact: true });
  const review = { role: 'dialog', name: 'Review your quote' };
  await d.waitFor({
    css: '[data-testid="quote-total"]',
    within: { role: 'region', name: 'Service Summary', within: review },
  });
  await d.expectNoSideways();
}

/** The newest resume link the dev outbox holds for `email` (the mail is written by the request itself). */
async function resumeLink(d, email) {
  check(d.outboxKey, 'the server was started without an outbox key');
  const mails = [];
  for (let offset = 0; ; offset += 200) {
    const page = await api(d.baseUrl, `dev/outbox/?key=${d.outboxKey}&limit=200&offset=${offset}`);
    mails.push(...page.results);
    if (!page.next) break;
  }
  const link = mails.filter((m) => m.to === email && m.link?.includes('/resume/')).at(-1)?.link;
  check(link, `no resume link was mailed to ${email}`);
  return new URL(link).pathname;
}

/**
 * The way back (design.md §8): a quote emailed from one visit opens from the mailed link in a browser
 * emptied of everything the first visit stored, as on another device, with every answer and the same price.
 */
async function returning(d) {
  const email = unique(`r-${d.engine}`);
  await toQuote(d, email, 'Every Other Week');
  const answers = [
    { role: 'radio', name: 'Every Other Week', exact: true },
    { role: 'radio', name: 'Town House' },
    { role: 'radio', name: '3', exact: true },
    { role: 'radio', name: 'More than 6 weeks' },
    { role: 'checkbox', name: 'Right Side' },
  ];
  for (const answer of answers.slice(1)) await d.tick(answer);
  const notes = { role: 'textbox', name: /^Cleaning notes/ };
  await d.fill(notes, 'Gate code 4321');
  const summary = { role: 'region', name: 'Service Summary' };
  await d.expectContains(summary, '3 dogs');
  const total = (await d.waitFor({ css: '[data-testid="quote-total"]', within: summary })).text;
  await d.click({ role: 'button', name: 'Email me this quote', within: summary });
  await d.expectContains(summary, "We've emailed you this quote");
  const link = await resumeLink(d, email);
  const firstKey = await d.evaluate(() => window.sessionStorage.getItem('visitor_key'));

  await d.reset();
  await d.goto(link);
  await d.expectPath(/^\/getquote$/, SLOW);
  await d.expectText(h1, 'Customize your quote');
  // The link gave this browser a visitor key of its own: the draft is now reached from here.
  const key = await d.evaluate(() => window.sessionStorage.getItem('visitor_key'));
  check(
    /^[A-Za-z0-9_-]{43}$/.test(key ?? '') && key !== firstKey,
    `the link gave this browser no key of its own: ${key}`,
  );
  for (const answer of answers) await d.expectChecked(answer);
  await d.expectValue(notes, 'Gate code 4321');
  await d.expectText({ css: '[data-testid="quote-total"]', within: summary }, total);
}

export const JOURNEYS = [
  {
    name: 'acquisition: ZIP → quote → checkout with the sandbox card → dog details → registration → login',
    run: acquisition,
  },
  { name: 'sign-in, every account tab, a modal opened and closed by keyboard', run: signInAndTabs },
  { name: '/pay: an unpaid invoice paid with the sandbox card', run: pay },
  { name: '390 px: home, menu drawer, quote with its price bar', run: phone },
  {
    name: 'a quote emailed, then opened from its link in an emptied browser: every answer and the price',
    run: returning,
  },
];
