// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import { ServiceTypeView } from '../../../../src/flows/service-type/service-type-view';
import { acquisitionStore } from '../../../../src/flows/shared/acquisition-store';
import { areaFixture } from '../../../support/fixtures';
import { sessionStore } from '../../../../src/session-store';
import { page } from '../../../support/fake-api';
import type { Handler } from '../../../support/fake-api';
import { isolateScreenTests, toastMessages } from '../../../support/screen-isolation';
import { renderScreen } from '../../../support/render-screen';
import { residentialLeadBody } from '../../../support/service-type-form';

const lead =
  (role: string | null, type: string, extra: object = {}) =>
  () => ({
    status: 200,
    body: { role, type, user_uuid: role ? 'user-1' : null, commercial_quote_uuid: null, ...extra },
  });

isolateScreenTests();

function setup(handlers: Record<string, Handler>, storedPropertyType: 'residential' | 'commercial' | null = null) {
  return renderScreen(handlers, (navigate) => (
    <ServiceTypeView
      navigate={navigate}
      area={areaFixture}
      channel={4}
      storedPropertyType={storedPropertyType}
      // As the /services route reads it: the stored session's email.
      accountEmail={sessionStore.read()?.user.email || sessionStore.read()?.email || null}
    />
  ));
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, type: 'Residential' | 'COMMUNITY') {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'Yard Sign');
  await user.click(screen.getByRole('radio', { name: new RegExp(type) }));
}

describe('Email and service-type screen', () => {
  it("shows 'Hooray!', the cards, the consent note, and every required-field message on Continue", async () => {
    const { user, requests } = setup({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hooray!');
    expect(screen.getByText("We're in your area! Customize your quote for a cleaner, greener yard now!")).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: /Residential.*I need you to clean up after my dog in my own yard\./ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: /COMMUNITY.*We need help managing pet waste in our community\./ }),
    ).toBeTruthy();
    expect(
      screen.getByText('By clicking continue above, you consent to receive marketing emails from us.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter Email address')).toBeTruthy();
    expect(screen.getByText('Please select an option')).toBeTruthy();
    expect(screen.getByText('Please select the service type that you require')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("a signed-in customer starts a new service with the account's email: no 'already registered', no lead", async () => {
    localStorage.setItem(
      'session',
      JSON.stringify({
        key: 'k1',
        email: 'customer@example.com',
        user: {
          first_name: 'Cas',
          last_name: 'Tomer',
          email: 'customer@example.com',
          uuid: 'u1',
          zip_codes: ['27601'],
          roles: ['customer'],
        },
      }),
    );
    // Were the email checked, the account's role would make it 'already registered'.
    const { user, requests, navigate } = setup({ 'GET /accounts/user-email-lead/': lead('customer', 'residential') });
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('customer@example.com');
    expect(email.readOnly).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'Yard Sign');
    await user.click(screen.getByRole('radio', { name: /Residential/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/subscription', { replace: true }));
    expect(screen.queryByText('This email is already registered')).toBeNull();
    expect(requests).toHaveLength(0);
    expect(acquisitionStore.lead()).toMatchObject({
      leadId: null,
      email: 'customer@example.com',
      propertyType: 'residential',
      howHeard: 'Yard Sign',
    });
  });

  it("shows 'Invalid Email Address' for a malformed email", async () => {
    const { user } = setup({});
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jo@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Invalid Email Address')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("an address with records this browser did not make → a link is mailed to it: 'We've emailed you a link…'", async () => {
    const { user, navigate, requests } = setup({
      'GET /accounts/user-email-lead/': lead('customer', 'residential'),
      'POST /resume/request/': () => ({
        status: 202,
        body: { detail: "We've emailed you a link to continue where you left off." },
      }),
    });
    await fill(user, 'customer@example.com', 'Residential');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("We've emailed you a link to continue where you left off.")).toBeTruthy();
    expect(requests.find((r) => r.path === '/resume/request/')?.body).toMatchObject({
      email: 'customer@example.com',
      flow: 'quote',
    });
    expect(screen.queryByText('This email is already registered')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual([]);
  });

  it('a new residential visitor: POST crm/lead-user with the spec payload, lead stored, → /subscription', async () => {
    const { user, navigate, requests } = setup({
      'GET /accounts/user-email-lead/': lead(null, 'new'),
      'POST /crm/lead-user/': () => ({ status: 201, body: { uuid: 'lead-9' } }),
    });
    await fill(user, ' new@example.com ', 'Residential');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/subscription', { replace: true }));
    expect(requests[0]?.searchParams.get('email')).toBe('new@example.com');
    expect(requests[1]?.body).toEqual(residentialLeadBody);
    expect(acquisitionStore.lead()).toEqual({
      leadId: 'lead-9',
      email: 'new@example.com',
      propertyType: 'residential',
      howHeard: 'Yard Sign',
    });
  });

  it('an existing residential lead goes to /subscription with its lead id', async () => {
    const { user, navigate, requests } = setup({ 'GET /accounts/user-email-lead/': lead('lead', 'residential') });
    await fill(user, 'lead@example.com', 'Residential');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/subscription', { replace: true }));
    expect(requests).toHaveLength(1);
    expect(acquisitionStore.lead()?.leadId).toBe('user-1');
  });

  it('a new community visitor: commercial quote → proposal (enquiry) → inner proposal → /commercial', async () => {
    const { user, navigate, requests } = setup({
      'GET /accounts/user-email-lead/': lead(null, 'new'),
      'POST /commercial-quote/': () => ({ status: 201, body: { uuid: 'cq-1' } }),
      'POST /commercial-proposal/': () => ({ status: 201, body: { uuid: 'cp-1' } }),
      'POST /inner-proposal/': () => ({ status: 201, body: { uuid: 'ip-1' } }),
    });
    await fill(user, 'board@example.com', 'COMMUNITY');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/commercial', { replace: true }));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /accounts/user-email-lead/',
      'POST /commercial-quote/',
      'POST /commercial-proposal/',
      'POST /inner-proposal/',
    ]);
    expect(requests[1]?.body).toEqual({
      outreach: 'website',
      email_address: 'board@example.com',
      zip_code: '27601',
      field_office_uuid: areaFixture.uuid,
      hear_about_us: ['Yard Sign'],
      channel_attribution_id: 4,
    });
    expect(requests[2]?.body).toEqual({
      proposal_status: 'enquiry',
      commercial_quote_uuid: 'cq-1',
      proposal_date: null,
    });
    expect(requests[3]?.body).toEqual({ proposal_uuid: 'cp-1', line_items: [] });
    expect(acquisitionStore.commercial()).toEqual({ commercialQuoteUuid: 'cq-1', proposalUuid: 'cp-1' });
    expect(acquisitionStore.lead()?.propertyType).toBe('commercial');
  });

  it('an existing commercial lead loads its proposal and goes to /commercial', async () => {
    const { user, navigate } = setup({
      'GET /accounts/user-email-lead/': lead('commercial_lead', 'commercial', { commercial_quote_uuid: 'cq-7' }),
      'GET /commercial-proposal/': () => ({
        status: 200,
        body: page([
          {
            uuid: 'cp-7',
            commercial_quote_uuid: 'cq-7',
            proposal_status: 'enquiry',
            proposal_date: null,
            inner_proposals: [{ uuid: 'ip-7' }],
          },
        ]),
      }),
    });
    await fill(user, 'communitylead@example.com', 'COMMUNITY');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/commercial', { replace: true }));
    expect(acquisitionStore.commercial()).toEqual({ commercialQuoteUuid: 'cq-7', proposalUuid: 'cp-7' });
  });

  it('lead creation errors are toasted and the form stays', async () => {
    const { user, navigate } = setup({
      'GET /accounts/user-email-lead/': lead(null, 'new'),
      'POST /crm/lead-user/': () => ({ status: 400, body: { email: ['This email is already registered'] } }),
    });
    await fill(user, 'x@example.com', 'Residential');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(toastMessages()).toEqual(['email: This email is already registered']));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a stored property type redirects: residential → /subscription, community → /commercial; Back → /', async () => {
    const first = setup({}, 'residential');
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/subscription', { replace: true }));
    cleanup();
    const second = setup({}, 'commercial');
    await waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/commercial', { replace: true }));
    cleanup();
    const third = setup({});
    await third.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(third.navigate).toHaveBeenCalledWith('/');
  });
});
