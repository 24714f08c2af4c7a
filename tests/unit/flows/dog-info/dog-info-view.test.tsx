// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../ui/jsdom-polyfills';
import { DogInfoView as View } from '../../../../src/flows/dog-info/dog-info-view';
import type { DogInfoViewProps } from '../../../../src/flows/dog-info/dog-info-view';
import { acquisitionStore } from '../../../../src/flows/shared/acquisition-store';
import type { StoredOrder } from '../../../../src/flows/shared/acquisition-store';
import { sessionStore } from '../../../../src/session-store';
import { todayDate, formatSlashed } from '../../../../src/domain/dates';
import { fakeApi } from '../../../support/fake-api';
import type { Handler } from '../../../support/fake-api';
import { isolateScreenTests, toastMessages } from '../../../support/screen-isolation';

/** The view with what the /doginfo route hands it: the session and the email screen's lead, as stored. */
function DogInfoView(props: Omit<DogInfoViewProps, 'signedIn' | 'leadHowHeard'>) {
  return (
    <View {...props} signedIn={sessionStore.read() !== null} leadHowHeard={acquisitionStore.lead()?.howHeard ?? null} />
  );
}

const order: StoredOrder = {
  id: '0b0b0b0b-1111-4222-8333-444444444444',
  is_enquiry: true,
  pet_count: 2,
  email: 'dana@example.com',
  user_key: 'key-1',
  confirmation: {
    card_last_four: '1111',
    billing_address: '123 Main St, Raleigh, NC 27601',
    frequency_label: 'Weekly',
    areas: ['Back Yard', 'Front Yard'],
    property_type_label: 'Town House',
    pet_count: 2,
    add_ons: [{ name: 'Deodorizer', price: '$10.00' }],
    price_per_visit: '$20.00',
    one_time_charges: [{ label: 'Initial cleanup', amount: '$25.00' }],
    since_last_clean_label: '2 to 6 weeks',
    total_first_visit: '$45.00',
    coupon: { code: 'WELCOME10', savings: '$4.50' },
    prepay_total: null,
  },
};

const nav = () => ({ home: vi.fn(), account: vi.fn(), login: vi.fn(), registration: vi.fn() });
const ok: Handler = (c) =>
  c.path.startsWith('/accounts/check-email/')
    ? { status: 200, body: { already_exists: false } }
    : { status: 200, body: {} };

isolateScreenTests();

/** A dog as the PATCH sends it: a block left as it opened, with the answers given in `over`. */
const petSent = (over: Record<string, unknown> = {}) => ({
  name: '',
  breed: null,
  birthday: null,
  is_friendly: false,
  can_treat: false,
  additional_info: null,
  photo: null,
  has_doggy_door: true,
  can_clean_if_in_yard: true,
  is_dogs_outside: false,
  ...over,
});

const birthday = (dog: number) =>
  within(screen.getByRole('group', { name: `Dog ${dog}` })).getByRole('textbox', { name: /Birthday/ });

describe('DogInfoView (spec 2 §2, §5 Dog page)', () => {
  it('renders one block per dog and the service-confirmed sidebar', () => {
    fakeApi(ok).render(<DogInfoView order={order} navigation={nav()} />);
    expect(screen.getAllByRole('group', { name: /^Dog \d$/ })).toHaveLength(2);
    const sidebar = screen.getByRole('complementary', { name: 'Your Service Confirmed!' });
    for (const text of [
      'ending in 1111',
      'Weekly',
      'Back Yard, Front Yard',
      'Town House',
      'Deodorizer',
      '$20.00',
      '2 to 6 weeks',
      'WELCOME10',
      '$45.00',
    ]) {
      expect(sidebar.textContent).toContain(text);
    }
  });

  it("the sidebar names each row once ('Since last clean' not doubled) and says 'None' for no cleaning areas", () => {
    const confirmation = {
      ...order.confirmation!,
      areas: [],
      one_time_charges: [{ label: 'Since last clean (Less than 2 weeks)', amount: '$0.00' }],
      // An order stored before the fix kept the label inside the value.
      since_last_clean_label: 'Since last clean: Less than 2 weeks',
    };
    fakeApi(ok).render(<DogInfoView order={{ ...order, confirmation }} navigation={nav()} />);
    const sidebar = screen.getByRole('complementary', { name: 'Your Service Confirmed!' });
    const rows = [...sidebar.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toContainEqual(['Cleaning areas', 'None']);
    expect(rows).toContainEqual(['Since last clean (Less than 2 weeks)', '$0.00']);
    expect(sidebar.textContent?.match(/Since last clean/g)).toHaveLength(1);
  });

  it('the page opens by saying the order is placed and what comes next, before the dog forms', () => {
    fakeApi(ok).render(<DogInfoView order={order} navigation={nav()} />);
    const placed = screen.getByRole('heading', { level: 2, name: 'Your order is placed' });
    const status = placed.closest('[role="status"]');
    expect(status?.textContent).toContain('Next, tell us about your dogs');
    const firstDog = screen.getByRole('group', { name: 'Dog 1' });
    expect(placed.compareDocumentPosition(firstDog) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a photo must be a JPEG, PNG, WebP or HEIC image of at most 5 MB, with a clear message; one the browser cannot show is noted, never a broken image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeApi(ok).render(<DogInfoView order={order} navigation={nav()} />);
    const dog1 = screen.getByRole('group', { name: 'Dog 1' });
    const input = () => dog1.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input().accept).toContain('image/heic');

    await user.upload(input(), new File(['Hello, dogs!'], 'notes.txt', { type: 'text/plain' }));
    expect((await within(dog1).findByRole('alert')).textContent).toBe(
      'Please choose a photo in JPEG, PNG, WebP or HEIC format.',
    );
    expect(within(dog1).queryByRole('img')).toBeNull();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const big = new File([png, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(input(), big);
    await waitFor(() =>
      expect(within(dog1).getByRole('alert').textContent).toBe(
        'The photo is too large: please choose one of 5 MB or less.',
      ),
    );

    await user.upload(input(), new File([png], 'rex.png', { type: 'image/png' }));
    const img = await within(dog1).findByRole('img', { name: 'Photo of Dog 1' });
    expect(within(dog1).queryByRole('alert')).toBeNull();
    // A picture this browser cannot decode (HEIC in most browsers): a note instead of a broken image.
    img.dispatchEvent(new Event('error'));
    expect(await within(dog1).findByText('Photo added (no preview in this browser)')).toBeTruthy();
    expect(within(dog1).queryByRole('img')).toBeNull();
  });

  it('masks the birthday as MM/DD/YYYY while typing', async () => {
    const user = userEvent.setup();
    fakeApi(ok).render(<DogInfoView order={order} navigation={nav()} />);
    await user.type(birthday(1), '03142019');
    expect((birthday(1) as HTMLInputElement).value).toBe('03/14/2019');
  });

  it("shows 'Invalid date' for an impossible date and for a future date", async () => {
    const user = userEvent.setup();
    fakeApi(ok).render(<DogInfoView order={order} navigation={nav()} />);
    await user.type(birthday(1), '13452020');
    await user.tab();
    const dog1 = screen.getByRole('group', { name: 'Dog 1' });
    expect(within(dog1).getByText('Invalid date')).toBeTruthy();
    const future = formatSlashed(todayDate().add({ days: 2 })).replace(/\//g, '');
    await user.type(birthday(2), future);
    await user.tab();
    expect(within(screen.getByRole('group', { name: 'Dog 2' })).getByText('Invalid date')).toBeTruthy();
  });

  it('does not save with an invalid birthday', async () => {
    const user = userEvent.setup();
    const api = fakeApi(ok);
    api.render(<DogInfoView order={order} navigation={nav()} />);
    await user.type(birthday(1), '02302020');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(within(screen.getByRole('group', { name: 'Dog 1' })).getByText('Invalid date')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('PATCHes the enquiry with the wire payload, then goes to registration for a new email', async () => {
    const user = userEvent.setup();
    const navigation = nav();
    const api = fakeApi(ok);
    api.render(<DogInfoView order={order} navigation={navigation} />);
    const dog1 = screen.getByRole('group', { name: 'Dog 1' });
    await user.type(within(dog1).getByRole('textbox', { name: 'Name' }), 'Rex');
    await user.type(birthday(1), '03142019');
    await user.click(within(dog1).getByRole('checkbox', { name: 'Friendly with people' }));
    await user.click(screen.getByRole('checkbox', { name: 'There is a doggy door' }));
    await user.click(screen.getByRole('checkbox', { name: 'You may clean while the dogs are out' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yard Sign' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(navigation.registration).toHaveBeenCalledTimes(1));
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', path: `/service-order-enquiry/${order.id}/` });
    // The property's answers go on the order and on each dog (spec 2 §5 Pet; the account's dog card shows them).
    expect(api.calls[0]?.body).toEqual({
      is_dogs_outside: false,
      has_doggy_door: true,
      can_clean_if_dogs_out: true,
      outreach: 'website',
      hear_about_us: ['Yard Sign'],
      pets: [petSent({ name: 'Rex', birthday: '2019-03-14', is_friendly: true }), petSent()],
    });
    expect(api.calls[1]).toMatchObject({
      method: 'GET',
      path: '/accounts/check-email/',
      query: '?email=dana%40example.com',
    });
  });

  it('the how-heard answer given at checkout is prefilled and sent again, never asked twice', async () => {
    const user = userEvent.setup();
    const navigation = nav();
    const api = fakeApi(ok);
    api.render(<DogInfoView order={{ ...order, hear_about_us: ['Truck', 'Yard Sign'] }} navigation={navigation} />);
    const checked = () =>
      within(screen.getByRole('group', { name: 'How did you hear about us?' }))
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked)
        .map((c) => c.closest('label')?.textContent);
    expect(checked()).toEqual(['Yard Sign', 'Truck']);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(navigation.registration).toHaveBeenCalledTimes(1));
    expect((api.calls[0]?.body as { hear_about_us?: string[] }).hear_about_us).toEqual(['Truck', 'Yard Sign']);
  });

  it("without a checkout answer the email screen's answer is prefilled; with none, no empty list is PATCHed", async () => {
    sessionStorage.setItem(
      'acq.lead',
      JSON.stringify({ leadId: null, email: 'dana@example.com', propertyType: 'residential', howHeard: 'Billboard' }),
    );
    fakeApi(ok).render(<DogInfoView order={order} navigation={nav()} />);
    expect((screen.getByRole('checkbox', { name: 'Billboard' }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    sessionStorage.clear();
    const user = userEvent.setup();
    const navigation = nav();
    const api = fakeApi(ok);
    api.render(<DogInfoView order={order} navigation={navigation} />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(navigation.registration).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.body).not.toHaveProperty('hear_about_us');
  });

  it('goes to /login with the email when the email already has an account and the user is signed out', async () => {
    const user = userEvent.setup();
    const navigation = nav();
    fakeApi((c) =>
      c.method === 'GET' ? { status: 200, body: { already_exists: true } } : { status: 200, body: {} },
    ).render(<DogInfoView order={{ ...order, is_enquiry: false }} navigation={navigation} />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(navigation.login).toHaveBeenCalledWith('dana@example.com'));
  });

  it('shows an update error with a detail as a toast', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ status: 404, body: { detail: 'Not found.' } })).render(
      <DogInfoView order={order} navigation={nav()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Not found.']));
  });

  it('Back goes to /', async () => {
    const user = userEvent.setup();
    const navigation = nav();
    fakeApi(ok).render(<DogInfoView order={order} navigation={navigation} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigation.home).toHaveBeenCalledTimes(1);
  });
});
