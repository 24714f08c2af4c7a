// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import '../../ui/jsdom-polyfills';
import { ZipCheckView } from '../../../../src/flows/zip-check/zip-check-view';
import { deepLinkFromUrl } from '../../../../src/flows/zip-check/deep-link';
import { acquisitionStore } from '../../../../src/flows/shared/acquisition-store';
import { sessionStore } from '../../../../src/session-store';
import { HOME_TRUST_HEADING, HOME_TRUST_POINTS } from '../../../../src/domain/messages';
import { fakeApi, page } from '../../../support/fake-api';
import { raleighOffice } from '../../../support/fixtures';
import { isolateScreenTests, toastMessages } from '../../../support/screen-isolation';
import { renderScreen } from '../../../support/render-screen';

const served = () => ({ status: 200, body: page([raleighOffice]) });
const notServed = () => ({ status: 200, body: page([]) });

isolateScreenTests();

function setup(handlers: Parameters<typeof fakeApi>[0], props: Partial<Parameters<typeof ZipCheckView>[0]> = {}) {
  // As the home screen does: the stored session's ZIP codes, read once.
  const session = sessionStore.read();
  return renderScreen(handlers, (navigate) => (
    <ZipCheckView
      navigate={navigate}
      deepLink={null}
      fragment="/"
      signedIn={session !== null}
      userZipCodes={session?.user.zip_codes ?? null}
      {...props}
    />
  ));
}

describe('ZIP screen, step 1', () => {
  it("shows 'Your ZIP code is invalid.' for an incomplete ZIP and keeps Check Availability disabled until 5 digits", async () => {
    const { user } = setup({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Take back your backyard!');
    expect(screen.getByText('Get a FREE - FAST service quote now!')).toBeTruthy();
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    const check = screen.getByRole('button', { name: 'Check Availability' });
    expect(check.hasAttribute('disabled')).toBe(true);
    await user.type(zip, '27a6');
    expect((zip as HTMLInputElement).value).toBe('276');
    await user.tab();
    expect(screen.getByText('Your ZIP code is invalid.')).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    await user.type(zip, '01');
    expect(screen.queryByText('Your ZIP code is invalid.')).toBeNull();
    expect(check.hasAttribute('disabled')).toBe(false);
  });

  it('shows the log-in link only when signed out', () => {
    setup({});
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('a served ZIP stores the area, channel and scorpion id, marks the quote in progress and goes to /services', async () => {
    const { requests, navigate } = setup(
      { 'GET /field-office/': served },
      {
        deepLink: { zipcode: '27601', scorpionId: 'sc-1' },
        fragment: '/checkzip/27601/sc-1&s=3',
      },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/services'));
    expect(requests[0]?.searchParams.get('addressable_zip_codes__contains')).toBe('27601');
    expect(requests[0]?.searchParams.get('close')).toBe('false');
    expect(acquisitionStore.area()).toMatchObject({
      zipcode: '27601',
      uuid: raleighOffice.uuid,
      city: 'Raleigh',
      state: 'NC',
      stax_public_apikey: 'sandbox',
    });
    expect(acquisitionStore.channel()).toBe(3);
    expect(acquisitionStore.scorpionId()).toBe('sc-1');
    expect(sessionStore.isQuoteInProgress()).toBe(true);
  });

  it('a channel outside 1–8 is stored as 9', async () => {
    const { user, navigate } = setup({ 'GET /field-office/': served }, { fragment: '/#&s=12' });
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '27601');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/services'));
    expect(acquisitionStore.channel()).toBe(9);
    expect(acquisitionStore.scorpionId()).toBeNull();
  });

  it('a deep link without a 5-character ZIP redirects to /', async () => {
    const { navigate, requests } = setup({}, { deepLink: { zipcode: '2760', scorpionId: 'x' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(requests).toHaveLength(0);
  });

  it('a deep link with letters for a ZIP (?zipcode=abcde&scorpion_id=x) redirects to / with no request and no toast', async () => {
    const { navigate, requests } = setup(
      { 'GET /field-office/': served },
      { deepLink: { zipcode: 'abcde', scorpionId: 'x' } },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(requests).toHaveLength(0);
    expect(toastMessages()).toEqual([]);
    expect((screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement).value).toBe('');
  });

  it('API errors of the check are toasted and step 1 stays', async () => {
    const { user } = setup({
      'GET /field-office/': () => ({
        status: 400,
        body: { addressable_zip_codes__contains: ['Enter a valid ZIP code.'] },
      }),
    });
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '27601');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    await waitFor(() => expect(toastMessages()).toEqual(['addressable_zip_codes__contains: Enter a valid ZIP code.']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Take back your backyard!');
  });
});

describe("ZIP screen, step 2 'Doggone it!'", () => {
  it('an unserved ZIP clears the stored area; Keep Me Updated! needs a valid email; success resets step 1 with empty inputs', async () => {
    acquisitionStore.setArea({ ...raleighOffice, zipcode: '27601' });
    const { user, requests } = setup({
      'GET /field-office/': notServed,
      'POST /non-serviceable-enquiry/': () => ({ status: 201, body: {} }),
    });
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '99999');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    await screen.findByRole('heading', { level: 1, name: 'Doggone it!' });
    expect(acquisitionStore.area()).toBeNull();
    const keep = screen.getByRole('button', { name: 'Keep Me Updated!' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'jo@example');
    expect(keep.hasAttribute('disabled')).toBe(true);
    await user.type(email, '.com');
    expect(keep.hasAttribute('disabled')).toBe(false);
    await user.click(keep);
    await screen.findByRole('heading', { level: 1, name: 'Take back your backyard!' });
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/non-serviceable-enquiry/',
      body: { email: 'jo@example.com', zip_code: '99999', scorpion_id: null },
    });
    expect((screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement).value).toBe('');
  });

  it("a signed-in user's ZIP outside their zip_codes is treated as unserved", async () => {
    sessionStore.write({
      key: 'k',
      email: 'c@example.com',
      user: {
        first_name: 'C',
        last_name: 'D',
        email: 'c@example.com',
        uuid: 'u',
        zip_codes: ['78701'],
        roles: ['customer'],
      },
    });
    const { user } = setup({ 'GET /field-office/': served });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '27601');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    await screen.findByRole('heading', { level: 1, name: 'Doggone it!' });
  });

  it('enquiry errors are toasted and step 2 stays', async () => {
    const { user } = setup({
      'GET /field-office/': notServed,
      'POST /non-serviceable-enquiry/': () => ({ status: 400, body: { email: ['Enter a valid email address.'] } }),
    });
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '99999');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Keep Me Updated!' }));
    await waitFor(() => expect(toastMessages()).toEqual(['email: Enter a valid email address.']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Doggone it!');
  });
});

describe('the home hero', () => {
  const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

  it('puts the h1 and the ZIP form first in the DOM, then the decorative scene and the three trust points as a list', () => {
    const { container } = render(
      <ZipCheckView navigate={vi.fn()} deepLink={null} fragment="/" signedIn={false} userZipCodes={null} />,
      {
        wrapper: fakeApi({}).wrapper,
      },
    );
    const h1 = screen.getByRole('heading', { level: 1 });
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    const check = screen.getByRole('button', { name: 'Check Availability' });
    const art = container.querySelector('img.zip-hero__art');
    const trust = screen.getByRole('list');
    expect(art).not.toBeNull();
    // Decorative: no name, out of the accessibility tree, and a static file (not inlined into the JS).
    expect(art?.getAttribute('alt')).toBe('');
    expect(art?.getAttribute('src')).toBe('/illustrations/yard.svg');
    expect(art?.getAttribute('width')).toBeTruthy();
    expect(art?.getAttribute('height')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const later of [art!, trust]) {
      expect(follows(h1, later)).toBe(true);
      expect(follows(zip, later)).toBe(true);
      expect(follows(check, later)).toBe(true);
    }
    const section = screen.getByRole('region', { name: HOME_TRUST_HEADING });
    expect(section.contains(trust)).toBe(true);
    const items = within(trust).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(HOME_TRUST_POINTS.map((p) => p.title));
    for (const li of items) expect(li.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('deepLinkFromUrl', () => {
  it('reads the query or the /checkzip path; the channel suffix is not part of the scorpion id', () => {
    expect(deepLinkFromUrl('/', '')).toBeNull();
    expect(deepLinkFromUrl('/', '?zipcode=27601&scorpion_id=abc&s=3')).toEqual({ zipcode: '27601', scorpionId: 'abc' });
    expect(deepLinkFromUrl('/', '?zipcode=27601')).toEqual({ zipcode: '27601', scorpionId: '' });
    expect(deepLinkFromUrl('/checkzip/27601/abc&s=3', '')).toEqual({ zipcode: '27601', scorpionId: 'abc' });
  });
});
