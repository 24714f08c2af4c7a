// The ticket machine's paths through its two real hosts, docs/decisions/006:
//  - the Messages tab (account tab 6): the list with sort, filter and CSV export, 'Add New Ticket',
//    a ticket's detail with the reply box, and 'Close this ticket' with its rating;
//  - the 'Request One-Time Service' form (tab 6 with ?request=, the machine's entry flag), here from
//    the overview (the same form as My Services' button, whose breadcrumb names the service).
// Tickets cannot be deleted, so every path registers an account of its own and makes its tickets
// through the API: the machine's t1 (open, unread), t2 (open, read) and t3 (open, read).
// The request form's input carries another (model) `today` than the tab's: the machine keeps no other
// trace of its entry flag once the form resets, and the fixtures offer only what each host can do.
import type { APIRequestContext, Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { ticketMachine } from '../../../machines/ticket/ticket.machine';
import { accountMessages } from '../../../src/domain/account-messages';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server } from '../../support/ui-model-types';
import type { Call, Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverAnswered, serverWithBody } from './answers';
import { expect, test, tick } from '../support';
import { ticketFixtures } from '../../model/ticket.fixtures';

type M = typeof ticketMachine;
type S = SnapshotFrom<M>;

const PASSWORD = 'Password1';
const EMAIL = 'uim-ticket-UNIQ@example.com';
const TAB_TODAY = '2026-11-30';
const REQUEST_TODAY = '2026-11-29';
const TITLES: Record<string, string> = { t1: 'Unread question', t2: 'Read question', t3: 'Another question' };

const isRequest = (s: S) => s.context.today === REQUEST_TODAY;

/** The real uuids of this test's t1, t2, t3 (a worker runs its tests one after another). */
let uuids: Record<string, string> = {};
/** This test's account's token (for what the server holds after a reload). */
let token = '';
/**
 * markRead and closeTicket are both PATCH message/{uuid}/, and a gate call has no body: this spec's
 * own route (installed after the gate's, so it runs first, then falls back to it) reads which one
 * the page sent, and each call's pattern matches only its own.
 */
let patching: 'read' | 'close' | null = null;
const patchOf = (kind: 'read' | 'close'): RegExp => {
  const base = /^\/message\/[^/]+\/$/;
  const re = new RegExp(base.source);
  re.test = (path: string) => base.test(path) && patching === kind;
  return re;
};

async function register(request: APIRequestContext, email: string): Promise<string> {
  const r = await request.post('/api/v1/auth/registration/', {
    data: { email, password1: PASSWORD, password2: PASSWORD, role: 'customer' },
  });
  expect([201, 202, 400]).toContain(r.status());
  const res = await request.post('/api/v1/auth/login/', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { key: string }).key;
}

async function makeTickets(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `token ${token}` };
  uuids = {};
  for (const [id, title] of Object.entries(TITLES)) {
    const res = await request.post('/api/v1/message/', {
      headers,
      data: { reason: 'other', title, message: `About ${title.toLowerCase()}.` },
    });
    expect(res.status()).toBe(201);
    uuids[id] = ((await res.json()) as { uuid: string }).uuid;
  }
  const unread = await request.patch(`/api/v1/message/${uuids.t1}/`, {
    headers,
    data: { read_by_customer: false },
  });
  expect(unread.ok()).toBe(true);
}

/** This spec's route: the list's reads pass (only the CSV export is an actor's), PATCHes say what they are. */
async function routeMessages(page: Page): Promise<void> {
  patching = null;
  await page.route(
    (url) => url.pathname.startsWith('/api/v1/message/'),
    (route, request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/v1/message/' && url.searchParams.get('format') !== 'csv')
        return route.continue();
      if (request.method() === 'PATCH')
        patching = (request.postDataJSON() as { status?: string }).status === 'closed' ? 'close' : 'read';
      return route.fallback();
    },
  );
}

const dialogOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const newTicket = ({ page }: UiContext) => dialogOf(page, accountMessages.addNewTicket);
const closeModal = ({ page }: UiContext) => dialogOf(page, accountMessages.closeThisTicket);
const field = ({ page }: UiContext, name: string) => page.getByRole('textbox', { name, exact: true });
const replyBox = ({ page }: UiContext) => page.getByRole('textbox', { name: accountMessages.yourReply });
const titleOf = (s: S) => TITLES[s.context.ticket?.uuid ?? ''] ?? '';
const status = ({ page }: UiContext, text: string) => page.getByRole('status').filter({ hasText: text });

const executors = {
  'list.ordering.change': async ({ page }, event) =>
    void (await page.getByRole('combobox', { name: 'Sort' }).selectOption(event.ordering ?? 'all')),
  'list.status.change': async ({ page }, event) =>
    void (await page.getByRole('combobox', { name: 'Status' }).selectOption(event.status ?? 'all')),
  'list.export': async ({ page }) => page.getByRole('button', { name: accountMessages.exportCsv }).click(),
  'ticket.new': async ({ page }) => page.getByRole('button', { name: accountMessages.addNewTicket }).click(),
  'ticket.reason.change': async (ui, event) =>
    void (await newTicket(ui).getByRole('combobox', { name: 'Reason' }).selectOption(event.reason)),
  'ticket.change': async (ui, event) => {
    if (event.values.title !== undefined) await field(ui, 'Title').fill(event.values.title);
    if (event.values.message !== undefined) await field(ui, 'Message').fill(event.values.message);
  },
  'ticket.submit': async ({ page }, _event, before) =>
    page
      .getByRole('button', {
        name: isRequest(before) ? accountMessages.serviceRequestSend : accountMessages.submitTicket,
        exact: true,
      })
      .click(),
  'ticket.cancel': async (ui) => newTicket(ui).getByRole('button', { name: 'Cancel' }).click(),
  'ticket.open': async ({ page }, event, before) => {
    const uuid = uuids[event.ticket.uuid] ?? '';
    if (before.matches('viewing')) {
      // From one ticket straight to another: the address changes under the open tab, as Back does
      // between two tickets' entries (no link of the app leads from a ticket to another).
      await page.evaluate((href) => {
        const here = window.location.href;
        window.history.replaceState(window.history.state, '', href);
        window.history.pushState(window.history.state, '', here);
        window.history.back();
      }, `/account?tab=6&ticket=${uuid}`);
    } else {
      await page
        .getByRole('list', { name: 'Tickets' })
        .getByRole('link', { name: TITLES[event.ticket.uuid], exact: true })
        .click();
    }
  },
  // The breadcrumb; with the close modal over the page, the browser's Back.
  'ticket.back': async ({ page }, _event, before) =>
    before.matches({ viewing: 'closing' }) || before.matches({ viewing: 'closingTicket' })
      ? void (await page.goBack())
      : page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: accountMessages.myTickets })
          .click(),
  'reply.change': async (ui, event) => replyBox(ui).fill(event.text),
  'reply.submit': async ({ page }) => page.getByRole('button', { name: accountMessages.sendReply }).click(),
  'close.open': async ({ page }) => page.getByRole('button', { name: accountMessages.closeThisTicket }).click(),
  'close.rating.select': async (ui, event) =>
    tick(closeModal(ui).getByRole('radio', { name: event.satisfaction.replace(/^./, (c) => c.toUpperCase()) })),
  'close.confirm': async (ui) =>
    closeModal(ui).getByRole('button', { name: accountMessages.closeTicketConfirm, exact: true }).click(),
  'close.cancel': async (ui) => closeModal(ui).getByRole('button', { name: 'Cancel' }).click(),
  'xstate.done.actor.findFieldOfficeOwner': () => {
    throw new Error('excluded: the owner lookup sends no request');
  },
  'xstate.error.actor.findFieldOfficeOwner': () => {
    throw new Error('excluded: the owner lookup sends no request');
  },
  'xstate.done.actor.createTicket': (output) =>
    output.kind === 'saved'
      ? server()
      : serverWithBody('a visit date after the office’s today is refused (the date picker offers none)', {
          visit_date: '2999-01-01',
        }),
  'xstate.error.actor.createTicket': () => injected.abort(NETWORK),
  ...serverAnswered('exportTickets', 'markRead', 'sendReply', 'closeTicket'),
} satisfies Executors<M>;

/** The list as the machine says: no ticket in the URL, the sort and filter as chosen. */
const listShown: StateAssertion<M> = async (ui, { context }) => {
  await expect(ui.page).not.toHaveURL(/ticket=/);
  await expect(ui.page.getByRole('heading', { name: accountMessages.myTickets, level: 2 })).toBeVisible();
  await expect(ui.page.getByRole('combobox', { name: 'Sort' })).toHaveValue(context.list.ordering ?? 'all');
  await expect(ui.page.getByRole('combobox', { name: 'Status' })).toHaveValue(context.list.status ?? 'all');
  await expect(ui.page.getByRole('dialog')).toHaveCount(0);
};

/**
 * The new ticket's fields (the modal's, or the request form's), with the errors of a refused submit; after
 * a reload the entries are back and the errors are not (the page starts again: nothing was submitted).
 */
const formShown = async (ui: UiContext, snapshot: S, { reloaded = false } = {}) => {
  const { form } = snapshot.context;
  const errors = reloaded ? {} : snapshot.context.errors;
  if (isRequest(snapshot)) {
    await expect(ui.page.getByRole('heading', { name: accountMessages.requestOneTimeServiceTitle })).toBeVisible();
  } else {
    await expect(newTicket(ui)).toBeVisible();
    await expect(newTicket(ui).getByRole('combobox', { name: 'Reason' })).toHaveValue(form.reason);
  }
  await expect(field(ui, 'Title')).toHaveValue(form.title);
  await expect(field(ui, 'Message')).toHaveValue(form.message);
  for (const key of ['title', 'message'] as const) {
    const input = field(ui, key === 'title' ? 'Title' : 'Message');
    await (errors[key]
      ? expect(input).toHaveAttribute('aria-invalid', 'true')
      : expect(input).not.toHaveAttribute('aria-invalid', 'true'));
  }
};

/** A ticket's detail: its title, the reply box while open (with the reply as typed), or the closed note. */
const ticketShown: StateAssertion<M> = async (ui, snapshot) => {
  const { ticket, reply } = snapshot.context;
  await expect(ui.page).toHaveURL(new RegExp(`ticket=${uuids[ticket?.uuid ?? ''] ?? 'none'}`));
  await expect(ui.page.getByRole('heading', { name: titleOf(snapshot), level: 2 })).toBeVisible();
  if (ticket?.status === 'open') await expect(replyBox(ui)).toHaveValue(reply);
  else {
    await expect(ui.page.getByText(accountMessages.ticketClosedNote)).toBeVisible();
    await expect(replyBox(ui)).toHaveCount(0);
  }
};

const ratingShown: StateAssertion<M> = async (ui, { context }) => {
  await expect(closeModal(ui)).toBeVisible();
  for (const value of ['happy', 'neutral', 'sad'] as const) {
    const radio = closeModal(ui).getByRole('radio', { name: value.replace(/^./, (c) => c.toUpperCase()) });
    await (context.satisfaction === value ? expect(radio).toBeChecked() : expect(radio).not.toBeChecked());
  }
};

const states = {
  start: 'transient',
  'list.idle': async (ui, snapshot) => {
    if (isRequest(snapshot)) {
      // The request was sent: a toast, and back to where the customer came from (the overview).
      await expect(ui.page).not.toHaveURL(/request=/);
      await expect(ui.page.getByText(accountMessages.serviceRequestSent)).toBeVisible();
      return;
    }
    await listShown(ui, snapshot);
    await expect(ui.page.getByRole('button', { name: accountMessages.exportCsv })).toBeEnabled();
    await expect(status(ui, accountMessages.exportingCsv)).toHaveCount(0);
  },
  'list.exporting': async (ui, snapshot) => {
    await listShown(ui, snapshot);
    await expect(status(ui, accountMessages.exportingCsv)).toBeAttached();
  },
  'creating.editing': async (ui, snapshot) => {
    await formShown(ui, snapshot);
    await expect(field(ui, 'Title')).toBeEditable();
    await expect(field(ui, 'Message')).toBeEnabled();
  },
  'creating.resolvingOwner': async (ui) => {
    await expect(field(ui, 'Title')).toHaveValue('Cancel My Services');
  },
  'creating.submitting': async (ui, snapshot) => {
    await formShown(ui, snapshot);
    await expect(field(ui, 'Message')).toBeDisabled();
    await expect(
      status(ui, isRequest(snapshot) ? accountMessages.serviceRequestSending : accountMessages.submittingTicket),
    ).toBeAttached();
  },
  'viewing.start': 'transient',
  'viewing.markingRead': async (ui, snapshot) => {
    await ticketShown(ui, snapshot);
    await expect(ui.page.getByRole('button', { name: accountMessages.closeThisTicket })).toBeDisabled();
  },
  'viewing.ready': async (ui, snapshot) => {
    await ticketShown(ui, snapshot);
    await expect(ui.page.getByRole('dialog')).toHaveCount(0);
    if (snapshot.context.ticket?.status === 'open') {
      await expect(ui.page.getByRole('button', { name: accountMessages.closeThisTicket })).toBeEnabled();
      const send = ui.page.getByRole('button', { name: accountMessages.sendReply });
      await (snapshot.can({ type: 'reply.submit' }) ? expect(send).toBeEnabled() : expect(send).toBeDisabled());
    } else await expect(ui.page.getByRole('button', { name: accountMessages.closeThisTicket })).toHaveCount(0);
  },
  'viewing.replying': async (ui, snapshot) => {
    await ticketShown(ui, snapshot);
    await expect(replyBox(ui)).toBeDisabled();
    await expect(status(ui, accountMessages.sendingReply)).toBeAttached();
  },
  'viewing.closing': async (ui, snapshot) => {
    await ratingShown(ui, snapshot);
    const close = closeModal(ui).getByRole('button', { name: accountMessages.closeTicketConfirm, exact: true });
    await (snapshot.can({ type: 'close.confirm' }) ? expect(close).toBeEnabled() : expect(close).toBeDisabled());
  },
  'viewing.closingTicket': async (ui, snapshot) => {
    await ratingShown(ui, snapshot);
    await expect(status(ui, accountMessages.closingTicket)).toBeAttached();
  },
} satisfies StateAssertions<M>;

const tabOnly = <T>(s: S, events: T[]): T[] => (isRequest(s) ? [] : events);

defineUiModelSuite('ticket', ticketMachine, {
  shortestPaths:
    'a ticket opened once is read on the server, so opening an unread ticket again later in the same walk finds none to mark read where the model expects one',
  inputs: [
    {
      name: 'Messages tab',
      input: { today: TAB_TODAY },
      open: async (ui) => {
        await routeMessages(ui.page);
        const email = ui.vary(EMAIL);
        token = await register(ui.request, email);
        await makeTickets(ui.request, token);
        await ui.signInAs(email, '/account?tab=6');
        await expect(ui.page.getByRole('link', { name: TITLES.t3 })).toBeVisible();
      },
    },
    {
      name: 'Request one-time service',
      input: { today: REQUEST_TODAY, entryReason: 'request_one_time_service' },
      open: async (ui) => {
        await routeMessages(ui.page);
        const email = ui.vary(EMAIL);
        token = await register(ui.request, email);
        await ui.signInAs(email, '/account?tab=6&request=request_one_time_service');
      },
    },
  ],
  // The flow's fixtures (without the owner lookup, which makes no request here), less what a host does
  // not offer: the request form has no reason, no Cancel of the machine's (it leaves the page) and no
  // list; cancel_my_services is excluded; the refusal is the server's own.
  fixtures: {
    ...ticketFixtures,
    'list.ordering.change': (s) => tabOnly(s, ticketFixtures['list.ordering.change'](s)),
    'list.status.change': (s) => tabOnly(s, ticketFixtures['list.status.change'](s)),
    'list.export': (s) => tabOnly(s, ticketFixtures['list.export']),
    'ticket.new': (s) => tabOnly(s, ticketFixtures['ticket.new']),
    'ticket.reason.change': (s) =>
      tabOnly(
        s,
        s.context.form.reason === 'billing' ? [] : [{ type: 'ticket.reason.change' as const, reason: 'billing' }],
      ),
    'ticket.cancel': (s) => tabOnly(s, ticketFixtures['ticket.cancel']),
    'ticket.open': (s) => tabOnly(s, ticketFixtures['ticket.open'](s)),
    'xstate.done.actor.createTicket': [
      { type: 'xstate.done.actor.createTicket', output: { kind: 'saved' } },
      {
        type: 'xstate.done.actor.createTicket',
        output: { kind: 'invalid', errors: { visit_date: ['The visit date cannot be after today.'] } },
      },
    ],
  },
  project: ({ context }) => ({
    reason: context.form.reason,
    filled: context.form.message !== '',
    ticket: context.ticket,
    reply: context.reply !== '',
    satisfaction: context.satisfaction,
  }),
  calls: {
    // No request: the contract's ZIP check answers no owner (src/flows/account/messages/actors.ts).
    findFieldOfficeOwner: { method: 'GET', path: /^\/no-request-for-the-owner-lookup$/ },
    createTicket: { method: 'POST', path: /^\/message\/$/ },
    exportTickets: { method: 'GET', path: /^\/message\/$/ },
    markRead: { method: 'PATCH', path: patchOf('read') },
    sendReply: { method: 'POST', path: /^\/message-reply\/$/ },
    closeTicket: { method: 'PATCH', path: patchOf('close') },
  } satisfies Record<string, Call>,
  executors,
  states,
  excluded: {
    'ticket.creating.resolvingOwner':
      'the owner lookup sends no request: the contract’s ZIP check answers no owner, so the app resolves null at once (the server assigns cancel tickets itself); there is no call to hold or fail',
    'ticket.creating.editing --ticket.reason.change[0] if isCancelReason':
      'it enters the excluded resolvingOwner (above); the cancel_my_services prefill is checked in account-messages.spec.ts',
    'ticket.creating.resolvingOwner --xstate.done.actor.findFieldOfficeOwner[0]': 'leaves the excluded resolvingOwner',
    'ticket.creating.resolvingOwner --xstate.error.actor.findFieldOfficeOwner[0]':
      'leaves the excluded resolvingOwner; an in-memory null cannot fail',
  },
  axeVariant: (s) =>
    [
      isRequest(s) ? 'request' : 'tab',
      Object.keys(s.context.errors).length > 0 ? 'errors' : '',
      s.context.ticket?.status ?? '',
    ].join(','),
  reload: {
    // The entries are back on screen. A call in flight may have reached the server before the reload
    // (the gate lets it go on): then what was sent is there instead (the ticket, the reply, the rating).
    entered: async (ui, snapshot) => {
      const { context } = snapshot;
      if (snapshot.matches({ creating: 'submitting' })) {
        const typed = async () =>
          (await field(ui, 'Title')
            .inputValue()
            .catch(() => null)) === context.form.title;
        const sent = async () => {
          const list = await ui.request.get('/api/v1/message/?limit=100', {
            headers: { Authorization: `token ${token}` },
          });
          return ((await list.json()) as { results: { title: string }[] }).results.some(
            (t) => t.title === context.form.title,
          );
        };
        await expect.poll(async () => (await typed()) || (await sent())).toBe(true);
        if (!(await typed())) return;
      }
      if (snapshot.matches('creating')) return formShown(ui, snapshot, { reloaded: true });
      if (snapshot.matches({ viewing: 'replying' })) {
        const sent = ui.page.getByRole('list', { name: 'Messages of this ticket' }).getByText(context.reply.trim());
        const typed = async () =>
          (await replyBox(ui)
            .inputValue()
            .catch(() => '')) === context.reply;
        await expect.poll(async () => (await typed()) || (await sent.isVisible())).toBe(true);
        if (await sent.isVisible()) return;
      }
      if (snapshot.matches({ viewing: 'closingTicket' })) {
        const rated = ui.page.getByText(accountMessages.ticketClosedNote);
        await expect(closeModal(ui).or(rated)).toBeVisible();
        if (await rated.isVisible()) return;
      }
      await ticketShown(ui, snapshot);
      if (snapshot.matches({ viewing: 'closing' }) || snapshot.matches({ viewing: 'closingTicket' }))
        await ratingShown(ui, snapshot);
    },
    skip: {
      'list.idle': 'the list takes no input (its sort and filter are views, not entries)',
      'list.exporting': 'the list takes no input; the export is a download the reload cancels',
    },
  },
});

// The harness reloads each state at its shortest prefix: 'creating.editing' there is the request
// form as it opens, before anything is typed. Here the new-ticket modal is filled, then reloaded.
test('new-ticket modal: a reload keeps the reason, title and message; Cancel drops them', async ({
  page,
  request,
  signInAs,
}) => {
  const email = `uim-ticket-draft-${Date.now()}@example.com`;
  await register(request, email);
  await signInAs(email, '/account?tab=6');
  await page.getByRole('button', { name: accountMessages.addNewTicket }).click();
  const dialog = page.getByRole('dialog', { name: accountMessages.addNewTicket });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('billing');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Invoice');
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Wrong total');
  await page.reload();
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveValue('billing');
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Invoice');
  await expect(dialog.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Wrong total');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: accountMessages.myTickets, level: 2 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('request form: a reload keeps the title and message; Cancel drops them', async ({ page, request, signInAs }) => {
  const email = `uim-request-draft-${Date.now()}@example.com`;
  await register(request, email);
  await signInAs(email, '/account?tab=6&request=request_one_time_service');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Party on Saturday');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('One extra cleanup, please.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Party on Saturday');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('One extra cleanup, please.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/request=/);
  await page.goto('/account?tab=6&request=request_one_time_service');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
});
