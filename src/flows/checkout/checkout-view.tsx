// Step 2 'CHECK OUT' of the /getquote wizard (spec 2 §2 'Checkout step 2 content', §3, §5, §8), driven
// by machines/checkout: the view renders the snapshot and sends `checkout.update` / `checkout.submit`;
// the machine owns validation, the submission chain and its failure branches. Card number and CVV
// stay inside the CardFields adapter; the persisted form never holds them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useActor } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Form,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import type { Snapshot } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { CheckoutInput } from '../../../machines/checkout/checkout.machine';
import { contactMethodOptions, emptyAddress } from '../../../machines/checkout/checkout.schema';
import type { Address, CheckoutForm, ContactMethod, PhoneNumber } from '../../../machines/checkout/checkout.schema';
import type { QuoteOutput } from '../../../machines/quote/quote.machine';
import type { Area } from '../../../machines/shared/types';
import { useApi } from '../../api-context';
import { CardFieldsInput } from '../../adapters/card-fields/card-fields-input';
import type { CardFieldsController } from '../../adapters/card-fields/card-fields';
import { loadAddressLookup } from '../../adapters/address/address-lookup';
import type { AddressLookup, PickedAddress } from '../../adapters/address/address-lookup';
import { fromWireDate, parseDashed, toWireDate } from '../../domain/dates';
import { HOW_HEARD_OPTIONS } from '../../domain/enums';
import { messages } from '../../domain/messages';
import { US_STATES } from '../../domain/us-states';
import { inspect } from '../../inspect';
import { useSession } from '../../session-hooks';
import type { LoginSession } from '../../session-store';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  LoadingOverlay,
  MultiSelect,
  NumberlessDigitsField,
  Select,
  Switch,
  TextField,
  toast,
} from '../../ui';
import { acquisitionStore } from '../acquisition-store';
import { createCheckoutImplementations } from './actors';
import '../../styles/checkout.css';

export interface CheckoutViewProps {
  area: Area;
  /** The quote the customer accepted on step 1 (selections, coupon, calculated price). */
  quote: QuoteOutput;
  /** Back to step 1 (GET A QUOTE). */
  onBack: () => void;
  /** The 'Service Summary' sidebar rendered by the quote flow (no buttons of its own at this step). */
  summary?: ReactNode;
  /** An existing customer changing a subscription: success goes to /account instead of /doginfo. */
  editingSubscription?: boolean;
  /** Where success goes; defaults to the app router (tests pass their own). */
  navigate?: (to: '/doginfo' | '/account') => void;
}

export const CHECKOUT_SNAPSHOT = 'checkout';
/** History-state flag of the entry pushed when step 2 opens, so the browser's Back returns to step 1. */
export const CHECKOUT_STEP_STATE = 'checkoutStep';
/** The preferred-days list's first three entries belong to the quote flow (spec 2 §2). */
const SKIPPED_START_DAYS = 3;

const STATE_OPTIONS = US_STATES.map((s) => ({ id: s.abbreviation, label: s.name }));
const PHONE_TYPE_OPTIONS = [
  { id: 'mobile', label: 'Mobile' },
  { id: 'home_phone', label: 'Home Phone' },
];
const CONTACT_LABELS: Record<ContactMethod, string> = {
  text: 'Text',
  mobile: 'Mobile',
  home_phone: 'Home Phone',
  email: 'Email',
};
const HOW_HEARD = HOW_HEARD_OPTIONS.map((o) => ({ id: o, label: o }));

/** Controls a user can focus: never a hidden mirror (react-aria's hidden inputs) or a disabled control. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The first invalid field of the form, in reading order: its wrapper carries `data-invalid` (react-aria's
 * text fields, date picker, checkbox groups and consents; the kit's native Select) or the control its
 * own `aria-invalid`. Returns the wrapper to scroll to and the control to focus.
 */
export function firstInvalidField(form: HTMLElement): { field: HTMLElement; control: HTMLElement } | null {
  for (const el of form.querySelectorAll<HTMLElement>('[data-invalid], [aria-invalid="true"]')) {
    const candidates = [el, ...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const control = candidates.find((c) => c.matches(FOCUSABLE) && !c.closest('[aria-hidden="true"]'));
    if (control) return { field: el, control };
  }
  return null;
}

type PersistedCheckout = Snapshot<unknown> & {
  status?: string;
  value?: unknown;
  context?: Record<string, unknown> & { form?: CheckoutForm; area?: Area };
};

/**
 * A stored checkout is restored only while it was being edited, for the same area; the quote, the
 * session and the lead come from now (the customer may have changed the quote on step 1), errors are
 * dropped and the hosted card fields start empty again.
 */
export function restorableSnapshot(stored: unknown, input: CheckoutInput): PersistedCheckout | undefined {
  const s = stored as PersistedCheckout | null;
  if (
    !s ||
    s.status !== 'active' ||
    s.value !== 'editing' ||
    !s.context?.form ||
    s.context.area?.uuid !== input.area.uuid
  )
    return undefined;
  // The hosted fields start empty again: neither complete nor in any state.
  const { cardFieldsState: _entered, ...kept } = s.context.form;
  const form: CheckoutForm = { ...kept, cardFieldsComplete: false };
  // A signed-in user's locked fields come from the account, not from an older session's entries.
  if (input.signedIn && input.form) Object.assign(form, input.form);
  return {
    ...s,
    context: {
      ...s.context,
      area: input.area,
      quote: input.quote,
      signedIn: input.signedIn,
      leadId: input.leadId,
      editingSubscription: input.editingSubscription ?? false,
      scorpionId: input.scorpionId ?? null,
      form: { ...form, service_address: { ...form.service_address, zip_code: input.area.zipcode } },
      fieldErrors: {},
      errors: [],
      cardToken: null,
      orderId: null,
    },
  } as PersistedCheckout;
}

const isCheckoutEntry = (state: unknown) =>
  (state as Record<string, unknown> | null | undefined)?.[CHECKOUT_STEP_STATE] === true;

function sessionPrefill(session: LoginSession | null): Partial<CheckoutForm> | undefined {
  if (!session) return undefined;
  return {
    first_name: session.user.first_name ?? '',
    last_name: session.user.last_name ?? '',
    email: session.user.email || session.email,
  };
}

export function CheckoutView({ area, quote, onBack, summary, editingSubscription, navigate }: CheckoutViewProps) {
  const api = useApi();
  const session = useSession();
  const router = useRouter({ warn: false });
  const signedIn = session !== null;
  // The card adapter's controller, read by the tokenize actor at run time (created once, like the machine).
  const [links] = useState(() => ({ card: { current: null as CardFieldsController | null } }));

  const [machine] = useState(() =>
    checkoutMachine.provide(
      createCheckoutImplementations({
        api,
        card: links.card,
        quote,
        leadId: signedIn ? null : (acquisitionStore.lead()?.leadId ?? null),
        channel: acquisitionStore.channel(),
        navigate: (to) => {
          // `navigate` and the router are fixed for the life of the view (the router instance never changes).
          if (navigate) navigate(to);
          else void router?.navigate({ to });
        },
      }),
    ),
  );
  const [options] = useState(() => {
    const lead = acquisitionStore.lead();
    const input: CheckoutInput = {
      area,
      quote,
      signedIn,
      leadId: signedIn ? null : (lead?.leadId ?? null),
      editingSubscription: editingSubscription ?? false,
      scorpionId: acquisitionStore.scorpionId(),
      form: {
        ...(lead?.email && !signedIn ? { email: lead.email } : {}),
        ...(lead?.howHeard ? { hear_about_us: [lead.howHeard] } : {}),
        ...sessionPrefill(session),
      },
    };
    const snapshot = restorableSnapshot(acquisitionStore.snapshot(CHECKOUT_SNAPSHOT), input);
    return { input, ...(snapshot ? { snapshot } : {}), inspect };
  });
  const [snapshot, send, actorRef] = useActor(machine, options);

  // Every entry survives a reload (design §3.6); only the editable state is kept.
  useEffect(() => {
    const sub = actorRef.subscribe((s) => {
      if (s.matches('editing')) acquisitionStore.setSnapshot(CHECKOUT_SNAPSHOT, actorRef.getPersistedSnapshot());
    });
    return () => sub.unsubscribe();
  }, [actorRef]);

  const { form, fieldErrors, errors } = snapshot.context;
  const update = useCallback((values: Partial<CheckoutForm>) => send({ type: 'checkout.update', values }), [send]);

  // API errors as 10-second toasts, once per failure (spec 1 §8, spec 2 §8).
  const shownErrors = useRef(errors);
  useEffect(() => {
    if (errors === shownErrors.current) return;
    shownErrors.current = errors;
    for (const line of errors) toast.error(line);
  }, [errors]);

  // A failed Checkout brings the first invalid field into view and focuses it (issue 9 item 2; spec 2
  // §9 only scrolls to the top): its message is linked by aria-describedby, so a screen reader reads
  // label and error together, and at 390 px the error is on screen instead of above the fold.
  // `fieldErrors` is a new non-empty object only when a submission failed validation.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0 || !formRef.current) return;
    const invalid = firstInvalidField(formRef.current);
    if (!invalid) return;
    invalid.field.scrollIntoView?.({ block: 'center' });
    invalid.control.focus({ preventScroll: true });
  }, [fieldErrors]);

  // Signed-in users: names and phones prefilled from the account and locked (spec 2 §2).
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void api
      .GET('/user/me/', { signal: controller.signal })
      .then(({ data }) => {
        if (!data) return;
        const phones: PhoneNumber[] = data.phone_numbers
          .filter((p) => p.type === 'mobile' || p.type === 'home_phone')
          .map((p) => ({
            ...(p.uuid ? { uuid: p.uuid } : {}),
            phone: p.phone,
            type: p.type as PhoneNumber['type'],
            primary: p.primary,
            can_send_sms: p.type === 'mobile' && Boolean(p.can_send_sms),
          }));
        update({
          first_name: data.first_name,
          last_name: data.last_name,
          ...(phones.length > 0 ? { phone_numbers: phones } : {}),
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, signedIn, update]);

  // Step 2 is a history entry of its own (issue 9 item 13): opening it pushes /getquote again with a
  // flag, so the browser's Back lands on step 1 (the same as the in-page Back) instead of skipping
  // the quote to /subscription. A reload keeps the flagged entry and pushes nothing more.
  const history = router?.history;
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);
  useEffect(() => {
    if (!history) return;
    const path = history.location.pathname;
    if (!isCheckoutEntry(history.location.state)) history.push(history.location.href, { [CHECKOUT_STEP_STATE]: true });
    return history.subscribe(({ location, action }) => {
      if (action.type === 'PUSH' || action.type === 'REPLACE') return;
      if (location.pathname === path && !isCheckoutEntry(location.state)) onBackRef.current();
    });
  }, [history]);
  // The in-page Back goes back through history when step 2 has its entry, so Back and the browser
  // agree and no stale step-2 entry is left ahead of step 1.
  const back = useCallback(() => {
    if (history && isCheckoutEntry(history.location.state) && history.canGoBack()) history.back();
    else onBack();
  }, [history, onBack]);

  const onCardComplete = useCallback((cardFieldsComplete: boolean) => update({ cardFieldsComplete }), [update]);
  const onCardState = useCallback(
    (cardFieldsState: NonNullable<CheckoutForm['cardFieldsState']>) => update({ cardFieldsState }),
    [update],
  );
  const onCardLoadError = useCallback(() => toast.error(messages.staxLoadError), []);
  const submitting = snapshot.matches('submitting') || snapshot.matches('placed') || snapshot.matches('done');
  const canSubmit = snapshot.can({ type: 'checkout.submit' });
  const locked = signedIn;

  return (
    // The wizard's h1 says 'Check out'; this section is the form beside the summary.
    <section className="checkout" aria-label="Check out details">
      <div className="checkout__main">
        <LoadingOverlay isLoading={submitting} label="Placing your order">
          <Form
            ref={formRef}
            className="checkout__form"
            validationBehavior="aria"
            validationErrors={fieldErrors}
            onSubmit={(e) => {
              e.preventDefault();
              if (canSubmit) send({ type: 'checkout.submit' });
            }}
          >
            <ServiceAddressSection area={area} form={form} update={update} errors={fieldErrors} />
            <BillingAddressSection form={form} update={update} errors={fieldErrors} />
            <StartDateSection
              area={area}
              value={form.preferred_start_date}
              onChange={(preferred_start_date) => update({ preferred_start_date })}
            />
            <ContactSection form={form} update={update} locked={locked} errors={fieldErrors} />
            <fieldset className="checkout__section">
              <legend className="checkout__legend">Payment method</legend>
              <CardFieldsInput
                publicKey={area.stax_public_apikey}
                controllerRef={links.card}
                onCompleteChange={onCardComplete}
                onStateChange={onCardState}
                numberError={fieldErrors['card.number'] ?? null}
                cvvError={fieldErrors['card.cvv'] ?? null}
                onLoadError={onCardLoadError}
              />
              <div className="checkout__row">
                <NumberlessDigitsField
                  label="Expiry month (MM)"
                  name="card.month"
                  maxLength={2}
                  autoComplete="cc-exp-month"
                  value={form.card.month}
                  onChange={(month) => update({ card: { ...form.card, month } })}
                />
                <NumberlessDigitsField
                  label="Expiry year (YYYY)"
                  name="card.year"
                  maxLength={4}
                  autoComplete="cc-exp-year"
                  value={form.card.year}
                  onChange={(year) => update({ card: { ...form.card, year } })}
                />
              </div>
            </fieldset>
            <fieldset className="checkout__section">
              <legend className="checkout__legend">Agreements</legend>
              <ConsentCheckbox
                name="is_authorize_charge_each_month"
                isSelected={form.is_authorize_charge_each_month}
                onChange={(v) => update({ is_authorize_charge_each_month: v })}
                error={fieldErrors.is_authorize_charge_each_month}
              >
                I authorize you to charge my card at the beginning of each month for the service provided in the prior
                month.
              </ConsentCheckbox>
              <ConsentCheckbox
                name="is_ternm_accepted"
                isSelected={form.is_ternm_accepted}
                onChange={(v) => update({ is_ternm_accepted: v })}
                error={fieldErrors.is_ternm_accepted}
              >
                I accept the terms and conditions.
              </ConsentCheckbox>
            </fieldset>
            <MultiSelect
              label="How did you hear about us?"
              name="hear_about_us"
              options={HOW_HEARD}
              value={form.hear_about_us}
              onChange={(hear_about_us) => update({ hear_about_us })}
            />
            <div className="checkout__actions">
              <Button variant="secondary" onPress={back} isDisabled={submitting}>
                Back
              </Button>
              <Button type="submit" isDisabled={!canSubmit} aria-busy={submitting}>
                Checkout
              </Button>
            </div>
          </Form>
        </LoadingOverlay>
      </div>
      {/* The summary is its own labelled region ('Service Summary'). Where it is sticky and taller than the
          window it scrolls inside (quote.css, issue 9 item 21), so it takes focus: keyboard users scroll it too
          (axe scrollable-region-focusable). */}
      {summary ? (
        <div className="checkout__summary" tabIndex={0}>
          {summary}
        </div>
      ) : null}
    </section>
  );
}

type Update = (values: Partial<CheckoutForm>) => void;
type FieldErrors = Record<string, string>;

/**
 * The kit's Select is a native <select> that does not read the Form's validationErrors (src/ui/select.tsx):
 * its message comes from here, shown while the choice is still missing (as react-aria clears a server
 * error once the field changes).
 */
const choiceError = (errors: FieldErrors, name: string, value: string) => (value ? undefined : errors[name]);

function AddressFields({
  prefix,
  value,
  onChange,
  errors,
  zipLocked,
  readOnly,
}: {
  prefix: 'service_address' | 'billing_address';
  value: Address;
  onChange: (a: Address) => void;
  errors: FieldErrors;
  zipLocked?: boolean;
  readOnly?: boolean;
}) {
  const set = (values: Partial<Address>) => onChange({ ...value, ...values });
  const stateError = choiceError(errors, `${prefix}.state`, value.state);
  return (
    <div className="checkout__address">
      <TextField
        label="Address"
        name={`${prefix}.address`}
        value={value.address}
        onChange={(address) => set({ address })}
        isReadOnly={readOnly}
        autoComplete={prefix === 'billing_address' ? 'billing street-address' : 'street-address'}
      />
      <div className="checkout__row">
        <TextField
          label="City"
          name={`${prefix}.city`}
          value={value.city}
          onChange={(city) => set({ city })}
          isReadOnly={readOnly}
          autoComplete={prefix === 'billing_address' ? 'billing address-level2' : 'address-level2'}
        />
        <Select
          label="State"
          name={`${prefix}.state`}
          options={STATE_OPTIONS}
          placeholder="Select a state"
          autoComplete={prefix === 'billing_address' ? 'billing address-level1' : 'address-level1'}
          value={value.state}
          onChange={(state) => set({ state })}
          isDisabled={readOnly}
          isInvalid={Boolean(stateError)}
          errorMessage={stateError}
        />
        <NumberlessDigitsField
          label="Zip code"
          name={`${prefix}.zip_code`}
          maxLength={5}
          value={value.zip_code}
          onChange={(zip_code) => set({ zip_code })}
          isReadOnly={zipLocked || readOnly}
          description={zipLocked ? 'Fixed to your service area' : undefined}
        />
      </div>
    </div>
  );
}

function ServiceAddressSection({
  area,
  form,
  update,
  errors,
}: {
  area: Area;
  form: CheckoutForm;
  update: Update;
  errors: FieldErrors;
}) {
  const [lookup, setLookup] = useState<AddressLookup | null>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void loadAddressLookup().then((l) => {
      if (!cancelled) setLookup(l);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  // Without address search the only way in is manual entry: never block the flow on a missing key.
  const manualOnly = lookup?.kind === 'manual';
  useEffect(() => {
    if (manualOnly && !form.manualAddress) update({ manualAddress: true });
  }, [manualOnly, form.manualAddress, update]);
  const searching = lookup?.kind === 'google' && !form.manualAddress;
  useEffect(() => {
    if (!searching || !lookup || !searchRef.current) return;
    return lookup.mountSearch(searchRef.current, {
      label: 'Search your service address',
      onPick: (picked: PickedAddress | null, error?: string) => {
        if (!picked) {
          toast.error(error ?? messages.pleaseEnterValidAddress);
          return;
        }
        // The zip code is fixed to the chosen service area (spec 2 §2).
        if (picked.zip_code !== area.zipcode) {
          toast.error(messages.pleaseEnterValidAddress);
          return;
        }
        update({ service_address: { ...picked, zip_code: area.zipcode }, addressPicked: true });
      },
    });
  }, [searching, lookup, area.zipcode, update]);

  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Service address</legend>
      {lookup?.kind === 'google' ? (
        <Switch
          isSelected={form.manualAddress}
          onChange={(manualAddress) => update({ manualAddress, addressPicked: false })}
        >
          Enter address manually
        </Switch>
      ) : null}
      {searching ? <div ref={searchRef} className="checkout__search" /> : null}
      <AddressFields
        prefix="service_address"
        value={{ ...form.service_address, zip_code: area.zipcode }}
        errors={errors}
        zipLocked
        readOnly={searching}
        onChange={(service_address) => update({ service_address: { ...service_address, zip_code: area.zipcode } })}
      />
    </fieldset>
  );
}

function BillingAddressSection({ form, update, errors }: { form: CheckoutForm; update: Update; errors: FieldErrors }) {
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Billing address</legend>
      <Checkbox
        isSelected={form.is_billing_address_same}
        onChange={(is_billing_address_same) => update({ is_billing_address_same })}
      >
        Same as service address
      </Checkbox>
      {form.is_billing_address_same ? null : (
        <AddressFields
          prefix="billing_address"
          value={form.billing_address ?? emptyAddress}
          onChange={(billing_address) => update({ billing_address })}
          errors={errors}
        />
      )}
    </fieldset>
  );
}

function StartDateSection({ area, value, onChange }: { area: Area; value: string; onChange: (wire: string) => void }) {
  const api = useApi();
  const [days, setDays] = useState<string[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api
      .GET('/field-office/initial_cleanning_days/', {
        params: { query: { zip_code: area.zipcode, franchises_uuid: area.uuid } },
        signal: controller.signal,
      })
      .then(({ data }) => setDays(data ?? []))
      .catch(() => setDays([]));
    return () => controller.abort();
  }, [api, area.zipcode, area.uuid]);
  const allowed = useMemo(
    () =>
      (days ?? [])
        .slice(SKIPPED_START_DAYS)
        .map(parseDashed)
        .filter((d): d is NonNullable<typeof d> => d !== null),
    [days],
  );
  const allowedKeys = useMemo(() => new Set(allowed.map((d) => d.toString())), [allowed]);
  const date = fromWireDate(value);
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Preferred start date</legend>
      <DatePicker
        className="field date-picker"
        name="preferred_start_date"
        value={date}
        onChange={(d: DateValue | null) => onChange(d ? toWireDate(d) : '')}
        isDateUnavailable={(d) => !allowedKeys.has(d.toString())}
        {...(allowed[0] ? { minValue: allowed[0] } : {})}
        {...(allowed.length > 0 ? { maxValue: allowed[allowed.length - 1] } : {})}
      >
        <Label className="field__label">Preferred start date</Label>
        <Group className="field__input date-picker__group">
          <DateInput className="date-picker__input">
            {(segment) => (
              <DateSegment segment={segment} className="date-picker__segment">
                {/* Shown MM-DD-YYYY (spec 2 §2) whatever the locale's separator. */}
                {segment.type === 'literal' ? '-' : segment.text}
              </DateSegment>
            )}
          </DateInput>
          <AriaButton className="date-picker__button" aria-label="Choose a start date">
            ▾
          </AriaButton>
        </Group>
        <Text slot="description" className="field__description">
          MM-DD-YYYY{days === null ? ' · loading available dates' : ''}
        </Text>
        <FieldError className="field__error" />
        <Popover className="popover">
          <Dialog className="date-picker__dialog" aria-label="Available start dates">
            <Calendar className="calendar">
              <header className="calendar__header">
                <AriaButton slot="previous" className="calendar__nav" aria-label="Previous month">
                  ‹
                </AriaButton>
                <Heading className="calendar__heading" />
                <AriaButton slot="next" className="calendar__nav" aria-label="Next month">
                  ›
                </AriaButton>
              </header>
              <CalendarGrid className="calendar__grid">
                {(d) => <CalendarCell date={d} className="calendar__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </fieldset>
  );
}

function ContactSection({
  form,
  update,
  locked,
  errors,
}: {
  form: CheckoutForm;
  update: Update;
  locked: boolean;
  errors: FieldErrors;
}) {
  const options = contactMethodOptions(form.phone_numbers);
  const setPhones = (phone_numbers: PhoneNumber[]) => {
    // Preferred methods follow the phone types entered (spec 2 §2): drop choices no longer offered.
    const offered = contactMethodOptions(phone_numbers);
    update({
      phone_numbers,
      preferred_contact_methods: form.preferred_contact_methods.filter((m) => offered.includes(m)),
    });
  };
  const setPhone = (index: number, values: Partial<PhoneNumber>) =>
    setPhones(
      form.phone_numbers.map((p, i) => {
        if (i !== index) return values.primary ? { ...p, primary: false } : p;
        const next = { ...p, ...values };
        // Text-message consent exists only for mobile numbers.
        return next.type === 'mobile' ? next : { ...next, can_send_sms: false };
      }),
    );
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Contact</legend>
      <div className="checkout__row">
        <TextField
          label="First name"
          name="first_name"
          value={form.first_name}
          onChange={(first_name) => update({ first_name })}
          isReadOnly={locked}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          name="last_name"
          value={form.last_name}
          onChange={(last_name) => update({ last_name })}
          isReadOnly={locked}
          autoComplete="family-name"
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        value={form.email}
        onChange={(email) => update({ email })}
        autoComplete="email"
      />
      <ul className="checkout__phones" aria-label="Phone numbers">
        {form.phone_numbers.map((phone, i) => (
          <li key={i} className="checkout__phone">
            <div className="checkout__row">
              <NumberlessDigitsField
                label={`Phone number ${i + 1}`}
                name={`phone_numbers.${i}.phone`}
                maxLength={10}
                value={phone.phone}
                onChange={(value) => setPhone(i, { phone: value })}
                isReadOnly={locked}
                autoComplete="tel-national"
              />
              <Select
                label={`Phone ${i + 1} type`}
                name={`phone_numbers.${i}.type`}
                options={PHONE_TYPE_OPTIONS}
                placeholder="Select a type"
                value={phone.type}
                onChange={(type) => setPhone(i, { type: type as PhoneNumber['type'] })}
                isDisabled={locked}
                isInvalid={Boolean(choiceError(errors, `phone_numbers.${i}.type`, phone.type))}
                errorMessage={choiceError(errors, `phone_numbers.${i}.type`, phone.type)}
              />
            </div>
            <div className="checkout__phone-flags">
              <Checkbox
                isSelected={phone.primary}
                onChange={(primary) => setPhone(i, { primary })}
                isDisabled={locked || (phone.primary && form.phone_numbers.length === 1)}
              >
                Primary number
              </Checkbox>
              {phone.type === 'mobile' ? (
                <Checkbox
                  isSelected={phone.can_send_sms}
                  onChange={(can_send_sms) => setPhone(i, { can_send_sms })}
                  isDisabled={locked}
                >
                  Text messages to this number are OK
                </Checkbox>
              ) : null}
              {!locked && form.phone_numbers.length > 1 ? (
                <Button
                  variant="quiet"
                  onPress={() => {
                    const rest = form.phone_numbers.filter((_, j) => j !== i);
                    setPhones(rest.some((p) => p.primary) ? rest : rest.map((p, j) => ({ ...p, primary: j === 0 })));
                  }}
                >
                  Remove phone {i + 1}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {!locked ? (
        <Button
          variant="secondary"
          onPress={() =>
            setPhones([...form.phone_numbers, { phone: '', type: 'home_phone', primary: false, can_send_sms: false }])
          }
        >
          Add another phone
        </Button>
      ) : null}
      <CheckboxGroup
        label="Preferred contact methods"
        name="preferred_contact_methods"
        value={form.preferred_contact_methods}
        onChange={(v) => update({ preferred_contact_methods: v as ContactMethod[] })}
      >
        {options.map((m) => (
          <Checkbox key={m} value={m}>
            {CONTACT_LABELS[m]}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </fieldset>
  );
}

function ConsentCheckbox({
  name,
  isSelected,
  onChange,
  error,
  children,
}: {
  name: string;
  isSelected: boolean;
  onChange: (v: boolean) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <div className="checkout__consent">
      <Checkbox
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={Boolean(error) && !isSelected}
        aria-describedby={error && !isSelected ? errorId : undefined}
      >
        {children}
      </Checkbox>
      {error && !isSelected ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
