/**
 * service-type: the email and service-type screen ('Hooray!'), spec doc 1 §2, §4, §5.
 *
 * States: starting (a stored property type redirects) → editing → checkingEmail →
 *   (an address with records this browser did not make — another browser's lead, an account with or
 *    without a password: requestingLink → editing with `linkSent`, 'We've emailed you a link to continue
 *    where you left off' until the email changes; design.md §8, in place of the spec's 'This email is
 *    already registered')
 *   (residential lead: done → /subscription with the lead id)
 *   (commercial lead: loadingProposal → done → /commercial; 401/403 → signedOut → /)
 *   (new: creatingLead → done → /subscription | creatingQuote → creatingProposal →
 *    creatingInnerProposal → done → /commercial)
 * A signed-in customer starts with the account's email, locked: Continue skips the
 *   email check and creates no lead (accountStart → done → /subscription | creatingQuote → ...).
 * Every API step resolves to a tagged result; `invalid` results and unexpected failures return
 * to editing with their messages.
 */
import { and, assign, fromPromise, not, setup } from 'xstate';
import { messages } from '../shared/domain';
import type { Area, Errors, NotifyErrorsParams } from '../shared/types';
import { failUnexpectedly, refuse } from '../shared/refusal';
import { notProvided } from '../shared/types';
import type { ServiceType, ServiceTypeForm } from './service-type.schema';
import { serviceTypeErrors } from './service-type.schema';

export type EmailCheckResult =
  | { kind: 'new' }
  /**
   * The address has records this browser did not make (another browser's lead or quote, an account with
   * or without a password): its holder continues through a link mailed to it.
   */
  | { kind: 'known' }
  | { kind: 'residentialLead'; leadId: string }
  | { kind: 'commercialLead'; commercialQuoteUuid: string };
export type CreatedResult = { kind: 'created'; uuid: string } | { kind: 'invalid'; errors: Errors };
export type ProposalResult =
  | { kind: 'loaded'; proposalUuid: string; commercialQuoteUuid: string; innerProposalUuid: string | null }
  /** 401/403 on the proposal fetch: all stored data is wiped and the user returns to /. */
  | { kind: 'unauthorized' };

export interface ServiceTypeInput {
  area: Area;
  channel: number | null;
  /** The property type kept in session storage, if a quote was already started. */
  storedPropertyType?: ServiceType | null;
  /** A signed-in customer's account email: used as is, never checked against leads, no lead created. */
  accountEmail?: string | null;
}

export interface ServiceTypeContext extends ServiceTypeForm {
  area: Area;
  channel: number | null;
  storedPropertyType: ServiceType | null;
  accountEmail: string | null;
  fieldErrors: Partial<Record<keyof ServiceTypeForm, string>>;
  errors: Errors;
  leadId: string | null;
  commercialQuoteUuid: string | null;
  proposalUuid: string | null;
  /** A link went to the typed address (requestingLink): the screen says so until the email changes. */
  linkSent: boolean;
}

export type ServiceTypeEvent =
  | { type: 'serviceType.email.change'; value: string }
  | { type: 'serviceType.howHeard.select'; value: string }
  | { type: 'serviceType.type.select'; value: ServiceType }
  | { type: 'serviceType.back' }
  | { type: 'serviceType.continue' };

export interface LeadPayload {
  zip_code: string;
  emailaddress_set: { email: string; primary: boolean }[];
  lead_stage: 'new';
  outreach: 'website';
  hear_about_us: string[];
  email: string;
  role: ['lead'];
  field_office_uuid: string;
  channel_attribution_id?: number;
}

/** POST resume/request/: a link to the address, to continue its flow (or sign in) on the holder's device. */
export interface LinkRequest {
  email: string;
  flow: 'quote' | 'commercial';
  field_office_uuid: string;
  zip_code: string;
  hear_about_us: string[];
}

export function linkRequest(c: ServiceTypeContext): LinkRequest {
  return {
    email: c.email.trim(),
    flow: c.serviceType === 'commercial' ? 'commercial' : 'quote',
    field_office_uuid: c.area.uuid,
    zip_code: c.area.zipcode,
    hear_about_us: c.howHeard ? [c.howHeard] : [],
  };
}

export interface CommercialQuotePayload {
  outreach: 'website';
  email_address: string;
  zip_code: string;
  field_office_uuid: string;
  hear_about_us: string[];
  channel_attribution_id?: number;
}

export function leadPayload(c: ServiceTypeContext): LeadPayload {
  const email = c.email.trim();
  return {
    zip_code: c.area.zipcode,
    emailaddress_set: [{ email, primary: true }],
    lead_stage: 'new',
    outreach: 'website',
    hear_about_us: c.howHeard ? [c.howHeard] : [],
    email,
    role: ['lead'],
    field_office_uuid: c.area.uuid,
    ...(c.channel === null ? {} : { channel_attribution_id: c.channel }),
  };
}

export function commercialQuotePayload(c: ServiceTypeContext): CommercialQuotePayload {
  return {
    outreach: 'website',
    email_address: c.email.trim(),
    zip_code: c.area.zipcode,
    field_office_uuid: c.area.uuid,
    hear_about_us: c.howHeard ? [c.howHeard] : [],
    ...(c.channel === null ? {} : { channel_attribution_id: c.channel }),
  };
}

const errorsOf = (r: { kind: string; errors?: Errors }): Errors => r.errors ?? [messages.somethingWentWrong];

export const serviceTypeMachine = setup({
  types: {
    context: {} as ServiceTypeContext,
    events: {} as ServiceTypeEvent,
    input: {} as ServiceTypeInput,
  },
  actors: {
    checkEmail: fromPromise<EmailCheckResult, { email: string }>(() => notProvided('checkEmail')),
    /** POST resume/request/: the same answer whether or not the address is known. */
    requestLink: fromPromise<void, LinkRequest>(() => notProvided('requestLink')),
    loadCommercialProposal: fromPromise<ProposalResult, { commercialQuoteUuid: string }>(() =>
      notProvided('loadCommercialProposal'),
    ),
    createResidentialLead: fromPromise<CreatedResult, LeadPayload>(() => notProvided('createResidentialLead')),
    createCommercialQuote: fromPromise<CreatedResult, CommercialQuotePayload>(() =>
      notProvided('createCommercialQuote'),
    ),
    createProposal: fromPromise<
      CreatedResult,
      { proposal_status: 'enquiry'; commercial_quote_uuid: string; proposal_date: null }
    >(() => notProvided('createProposal')),
    createInnerProposal: fromPromise<CreatedResult, { proposal_uuid: string; line_items: [] }>(() =>
      notProvided('createInnerProposal'),
    ),
  },
  guards: {
    isSignedIn: ({ context }) => context.accountEmail !== null,
    isStoredResidential: ({ context }) => context.storedPropertyType === 'residential',
    isStoredCommercial: ({ context }) => context.storedPropertyType === 'commercial',
    isFormValid: ({ context }) => Object.keys(serviceTypeErrors(context)).length === 0,
    isKnown: (_, r: EmailCheckResult) => r.kind === 'known',
    isResidentialLead: (_, r: EmailCheckResult) => r.kind === 'residentialLead',
    isCommercialLead: (_, r: EmailCheckResult) => r.kind === 'commercialLead',
    isResidential: ({ context }) => context.serviceType === 'residential',
    isCreated: (_, r: CreatedResult) => r.kind === 'created',
    isProposalLoaded: (_, r: ProposalResult) => r.kind === 'loaded',
  },
  actions: {
    assignEmail: assign(({ context }, value: string) => ({
      email: value,
      fieldErrors: { ...context.fieldErrors, email: undefined },
      errors: [],
      linkSent: false,
    })),
    assignLinkSent: assign({ linkSent: true }),
    assignHowHeard: assign(({ context }, value: string) => ({
      howHeard: value,
      fieldErrors: { ...context.fieldErrors, howHeard: undefined },
    })),
    assignServiceType: assign(({ context }, value: ServiceType) => ({
      serviceType: value,
      fieldErrors: { ...context.fieldErrors, serviceType: undefined },
    })),
    assignFieldErrors: assign({ fieldErrors: ({ context }) => serviceTypeErrors(context) }),
    assignLeadId: assign({ leadId: (_, id: string) => id }),
    assignCommercialQuote: assign({ commercialQuoteUuid: (_, id: string) => id }),
    assignProposal: assign({ proposalUuid: (_, id: string) => id }),
    refuse: refuse<ServiceTypeContext, ServiceTypeEvent>(),
    failUnexpectedly: failUnexpectedly<ServiceTypeContext, ServiceTypeEvent>(),
    /** Effects the view provides. */
    /** A failed call's errors as toasts (spec 1 §8); a registered email is a field error instead. */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    storeLead: (_, _params: { leadId: string | null; propertyType: ServiceType }) => notProvided('storeLead'),
    storeCommercial: (_, _params: { commercialQuoteUuid: string | null; proposalUuid: string | null }) =>
      notProvided('storeCommercial'),
    clearStorage: () => notProvided('clearStorage'),
    navigateSubscription: () => notProvided('navigateSubscription'),
    navigateCommercial: () => notProvided('navigateCommercial'),
    navigateHome: () => notProvided('navigateHome'),
    navigateBack: () => notProvided('navigateBack'),
  },
}).createMachine({
  id: 'serviceType',
  description: "Email and service-type screen 'Hooray!': email, how heard, Residential or COMMUNITY.",
  context: ({ input }) => ({
    email: input.accountEmail ?? '',
    howHeard: null,
    serviceType: null,
    area: input.area,
    channel: input.channel,
    storedPropertyType: input.storedPropertyType ?? null,
    accountEmail: input.accountEmail ?? null,
    fieldErrors: {},
    errors: [],
    leadId: null,
    commercialQuoteUuid: null,
    proposalUuid: null,
    linkSent: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A stored property type redirects: residential → /subscription, community → /commercial.',
      always: [
        { guard: 'isStoredResidential', target: 'redirected', actions: 'navigateSubscription' },
        { guard: 'isStoredCommercial', target: 'redirected', actions: 'navigateCommercial' },
        { target: 'editing' },
      ],
    },
    editing: {
      description: "Email, 'How did you hear about us?' and the Residential / COMMUNITY cards; Back and Continue.",
      on: {
        // A signed-in customer's email is the account's: locked.
        'serviceType.email.change': {
          guard: not('isSignedIn'),
          actions: { type: 'assignEmail', params: ({ event }) => event.value },
        },
        'serviceType.howHeard.select': { actions: { type: 'assignHowHeard', params: ({ event }) => event.value } },
        'serviceType.type.select': { actions: { type: 'assignServiceType', params: ({ event }) => event.value } },
        'serviceType.back': { target: 'redirected', actions: 'navigateBack' },
        'serviceType.continue': [
          { guard: and(['isFormValid', 'isSignedIn']), target: 'accountStart' },
          { guard: 'isFormValid', target: 'checkingEmail' },
          { actions: 'assignFieldErrors' },
        ],
      },
    },
    accountStart: {
      description:
        "A signed-in customer: the account's email is their own, so no email check and no lead; residential → /subscription, community → the commercial quote chain.",
      always: [
        {
          guard: 'isResidential',
          target: 'done',
          actions: [
            { type: 'storeLead', params: () => ({ leadId: null, propertyType: 'residential' as const }) },
            'navigateSubscription',
          ],
        },
        { target: 'creatingQuote' },
      ],
    },
    checkingEmail: {
      description:
        'Verifying the email against leads: role, type (new, residential, commercial), user_uuid, commercial_quote_uuid.',
      invoke: {
        id: 'checkEmail',
        src: 'checkEmail',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          { guard: { type: 'isKnown', params: ({ event }) => event.output }, target: 'requestingLink' },
          {
            guard: { type: 'isResidentialLead', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'assignLeadId',
                params: ({ event }) => (event.output.kind === 'residentialLead' ? event.output.leadId : ''),
              },
              {
                type: 'storeLead',
                params: ({ context }) => ({ leadId: context.leadId, propertyType: 'residential' as const }),
              },
              'navigateSubscription',
            ],
          },
          {
            guard: { type: 'isCommercialLead', params: ({ event }) => event.output },
            target: 'loadingProposal',
            actions: {
              type: 'assignCommercialQuote',
              params: ({ event }) => (event.output.kind === 'commercialLead' ? event.output.commercialQuoteUuid : ''),
            },
          },
          { guard: 'isResidential', target: 'creatingLead' },
          { target: 'creatingQuote' },
        ],
        onError: {
          target: 'editing',
          actions: 'failUnexpectedly',
        },
      },
    },
    requestingLink: {
      description:
        'An address with records this browser did not make: a link is mailed to it (POST resume/request/), the same answer whether or not it is known.',
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        input: ({ context }) => linkRequest(context),
        onDone: { target: 'editing', actions: 'assignLinkSent' },
        onError: {
          target: 'editing',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingProposal: {
      description:
        'An existing commercial lead: loading its commercial proposal (GET /commercial-proposal/?commercial_quote__uuid).',
      invoke: {
        id: 'loadCommercialProposal',
        src: 'loadCommercialProposal',
        input: ({ context }) => ({ commercialQuoteUuid: context.commercialQuoteUuid ?? '' }),
        onDone: [
          {
            guard: { type: 'isProposalLoaded', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'assignProposal',
                params: ({ event }) => (event.output.kind === 'loaded' ? event.output.proposalUuid : ''),
              },
              {
                type: 'storeCommercial',
                params: ({ context }) => ({
                  commercialQuoteUuid: context.commercialQuoteUuid,
                  proposalUuid: context.proposalUuid,
                }),
              },
              'navigateCommercial',
            ],
          },
          { target: 'signedOut', actions: ['clearStorage', 'navigateHome'] },
        ],
        onError: {
          target: 'editing',
          actions: 'failUnexpectedly',
        },
      },
    },
    creatingLead: {
      description: 'A new residential visitor: creating the lead (POST /crm/lead-user/).',
      invoke: {
        id: 'createResidentialLead',
        src: 'createResidentialLead',
        input: ({ context }) => leadPayload(context),
        onDone: [
          {
            guard: { type: 'isCreated', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'assignLeadId',
                params: ({ event }) => (event.output.kind === 'created' ? event.output.uuid : ''),
              },
              {
                type: 'storeLead',
                params: ({ context }) => ({ leadId: context.leadId, propertyType: 'residential' as const }),
              },
              'navigateSubscription',
            ],
          },
          {
            target: 'editing',
            actions: { type: 'refuse', params: ({ event }) => errorsOf(event.output) },
          },
        ],
        onError: {
          target: 'editing',
          actions: 'failUnexpectedly',
        },
      },
    },
    creatingQuote: {
      description: 'A new community visitor: creating the commercial quote (POST /commercial-quote/).',
      invoke: {
        id: 'createCommercialQuote',
        src: 'createCommercialQuote',
        input: ({ context }) => commercialQuotePayload(context),
        onDone: [
          {
            guard: { type: 'isCreated', params: ({ event }) => event.output },
            target: 'creatingProposal',
            actions: {
              type: 'assignCommercialQuote',
              params: ({ event }) => (event.output.kind === 'created' ? event.output.uuid : ''),
            },
          },
          {
            target: 'editing',
            actions: { type: 'refuse', params: ({ event }) => errorsOf(event.output) },
          },
        ],
        onError: {
          target: 'editing',
          actions: 'failUnexpectedly',
        },
      },
    },
    creatingProposal: {
      description: "Creating the proposal with status 'enquiry' (POST /commercial-proposal/).",
      invoke: {
        id: 'createProposal',
        src: 'createProposal',
        input: ({ context }) => ({
          proposal_status: 'enquiry' as const,
          commercial_quote_uuid: context.commercialQuoteUuid ?? '',
          proposal_date: null,
        }),
        onDone: [
          {
            guard: { type: 'isCreated', params: ({ event }) => event.output },
            target: 'creatingInnerProposal',
            actions: {
              type: 'assignProposal',
              params: ({ event }) => (event.output.kind === 'created' ? event.output.uuid : ''),
            },
          },
          {
            target: 'editing',
            actions: { type: 'refuse', params: ({ event }) => errorsOf(event.output) },
          },
        ],
        onError: {
          target: 'editing',
          actions: 'failUnexpectedly',
        },
      },
    },
    creatingInnerProposal: {
      description: 'Creating the inner proposal with no line items (POST /inner-proposal/), then /commercial.',
      invoke: {
        id: 'createInnerProposal',
        src: 'createInnerProposal',
        input: ({ context }) => ({ proposal_uuid: context.proposalUuid ?? '', line_items: [] as [] }),
        onDone: [
          {
            guard: { type: 'isCreated', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'storeCommercial',
                params: ({ context }) => ({
                  commercialQuoteUuid: context.commercialQuoteUuid,
                  proposalUuid: context.proposalUuid,
                }),
              },
              'navigateCommercial',
            ],
          },
          {
            target: 'editing',
            actions: { type: 'refuse', params: ({ event }) => errorsOf(event.output) },
          },
        ],
        onError: {
          target: 'editing',
          actions: 'failUnexpectedly',
        },
      },
    },
    done: {
      description: 'Lead or commercial records stored; the flow continues on /subscription or /commercial.',
      type: 'final',
    },
    redirected: {
      description: 'Left the screen: Back, or redirected by a stored property type.',
      type: 'final',
    },
    signedOut: {
      description: '401/403 on the commercial proposal fetch: all stored data cleared, back to /.',
      type: 'final',
    },
  },
});
