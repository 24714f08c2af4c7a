/**
 * commercial-enquiry: the community enquiry wizard (/commercial, spec doc 2 §2, §3, §4, §5, §8, §9).
 *
 * States: step1.editing → step1.verifying → step1.leaving (500 ms) → step2.editing
 *         step2.editing → step2.leaving (500 ms) → step1.editing
 *         step2.editing → submitting.checkingQuote → updatingQuote → waitingProposal (500 ms)
 *           → savingProposal → waitingLineItems (1 s) → creatingLineItems → finishing
 *           → toAccount (final, signed in) | toHome (final, visitor: session cleared)
 *
 * Invariants: step 2 is reachable only after step 1 validated (and unchanged since); the
 * proposal and more-info choices are mutually exclusive; uploads are PDFs ≤ 5 MB.
 */
import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { messages, WIZARD_STEP_MS, WIZARD_SUBMIT_DELAYS_MS } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';
import type { PickedFile } from '../shared/upload';
import { uploadError } from '../shared/upload';
import { fieldErrors } from '../shared/fields';
import {
  PROPOSAL_DUE_MESSAGE,
  emptyStep1,
  emptyStep2,
  isProposalDueValid,
  keepShownDetails,
  lineItemsFor,
  step1Schema,
} from './commercial-enquiry.schema';
import type { LineItem, MapField, Step1Values, Step2Map, Step2Values } from './commercial-enquiry.schema';

export interface CommercialEnquiryInput {
  loggedIn: boolean;
  /** Sent as user_uuid only when logged in. */
  userUuid: string | null;
  fieldOfficeUuid: string;
  zipCode: string;
  /** The commercial quote made on the email screen; missing → 'Quote id not found'. */
  quoteUuid: string | null;
  /** The proposal made on the email screen, if any (then it is updated, not created). */
  proposalUuid: string | null;
  innerProposalUuid: string | null;
  hearAboutUs: string[];
  /** Today (YYYY-MM-DD): the proposal due date must be after it. */
  today: string;
  /** Step 1 restored from the session, or prefilled (names, phones) for a signed-in user. */
  step1?: Partial<Step1Values>;
}

export interface CommercialEnquiryContext {
  input: Omit<CommercialEnquiryInput, 'step1'>;
  step1: Step1Values;
  boundaryMap: string | null;
  step1Validated: boolean;
  step2: Step2Values;
  isLookingForProposal: boolean;
  wouldLikeMoreInfo: boolean;
  maps: Record<Step2Map, string | null>;
  /** The picked files' names, shown beside their uploads (and kept across a reload). */
  mapNames: Partial<Record<MapField, string>>;
  /**
   * Uploads picked before a reload whose content could not be kept in the session's storage (too big
   * for its quota): the view asks for them again; picking one again takes it off the list.
   */
  lostMaps: MapField[];
  /** Field path → message (step fields, uploads, server checks). */
  errors: Record<string, string>;
  proposalUuid: string | null;
  innerProposalUuid: string | null;
}

export type VerifyResult = { kind: 'ok' } | { kind: 'invalid'; errors: Record<string, string> };
export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };
export type ProposalResult =
  { kind: 'saved'; proposalUuid: string; innerProposalUuid: string | null } | { kind: 'invalid'; errors: unknown };

export type CommercialEnquiryEvent =
  | { type: 'step1.change'; values: Partial<Step1Values> }
  | { type: 'step1.map.select'; file: PickedFile }
  | { type: 'step1.next' }
  | { type: 'wizard.step2.open' }
  | { type: 'step2.change'; values: Partial<Step2Values> }
  | { type: 'step2.proposal.change'; checked: boolean }
  | { type: 'step2.moreInfo.change'; checked: boolean }
  | { type: 'step2.map.select'; field: Step2Map; file: PickedFile }
  | { type: 'step2.back' }
  | { type: 'step2.submit' };

/** The commercial enquiry payload (spec doc 2 §3) sent as the quote update. */
export function enquiryPayload(c: CommercialEnquiryContext) {
  const { address_from_search: _fromSearch, phone_numbers, ...step1 } = c.step1;
  return {
    ...step1,
    ...keepShownDetails(c.step2, c.maps),
    field_office_uuid: c.input.fieldOfficeUuid,
    zip_code: c.input.zipCode,
    community_boundary_map: c.boundaryMap,
    is_looking_for_proposal: c.isLookingForProposal,
    would_like_more_info: c.wouldLikeMoreInfo,
    hear_about_us: c.input.hearAboutUs,
    outreach: 'website' as const,
    is_crm: false as const,
    // user_uuid only when logged in, phone_numbers only for visitors (spec doc 2 §6); a number left
    // empty is not one.
    ...(c.input.loggedIn ? { user_uuid: c.input.userUuid } : { phone_numbers: phone_numbers.filter((p) => p.phone) }),
  };
}

export type EnquiryPayload = ReturnType<typeof enquiryPayload>;

const [SUBMIT_FIRST_MS, SUBMIT_SECOND_MS] = WIZARD_SUBMIT_DELAYS_MS;

export const commercialEnquiryMachine = setup({
  types: {
    context: {} as CommercialEnquiryContext,
    events: {} as CommercialEnquiryEvent,
    input: {} as CommercialEnquiryInput,
  },
  actors: {
    /** Email check (visitors: 'Email address is already in use') and the server check of a searched address. */
    verifyStep1: fromPromise<
      VerifyResult,
      { email_address: string; address: Step1Values['address']; address_from_search: boolean; loggedIn: boolean }
    >(() => notProvided('verifyStep1')),
    /** PATCH /commercial-quote/{id}/ with the enquiry payload. */
    updateQuote: fromPromise<SaveResult, { quoteUuid: string; payload: EnquiryPayload }>(() =>
      notProvided('updateQuote'),
    ),
    /** POST or PATCH /commercial-proposal/ with proposal_status 'enquiry' and the due date. */
    saveProposal: fromPromise<
      ProposalResult,
      {
        proposalUuid: string | null;
        commercial_quote_uuid: string;
        proposal_status: 'enquiry';
        proposal_date: string | null;
      }
    >(() => notProvided('saveProposal')),
    /** The proposal line items from the chosen services and products. */
    createLineItems: fromPromise<
      SaveResult,
      { proposal_uuid: string; inner_proposal_uuid: string | null; line_items: LineItem[] }
    >(() => notProvided('createLineItems')),
  },
  delays: {
    wizardStep: WIZARD_STEP_MS,
    submitFirst: SUBMIT_FIRST_MS,
    submitSecond: SUBMIT_SECOND_MS,
  },
  guards: {
    isStep1Valid: ({ context }) => v.is(step1Schema, context.step1),
    isStep1Validated: ({ context }) => context.step1Validated,
    isVerified: (_, result: VerifyResult) => result.kind === 'ok',
    isUploadAcceptable: (_, params: { file: PickedFile; tooLarge: string }) =>
      uploadError(params.file, params.tooLarge) === null,
    isStep2Valid: ({ context }) => isProposalDueValid(context.step2.proposal_due, context.input.today),
    hasQuoteId: ({ context }) => Boolean(context.input.quoteUuid),
    isSaved: (_, result: SaveResult | ProposalResult) => result.kind === 'saved',
    isLoggedIn: ({ context }) => context.input.loggedIn,
  },
  actions: {
    assignStep1: assign({
      step1: ({ context }, values: Partial<Step1Values>) => ({ ...context.step1, ...values }),
      // Editing step 1 again closes step 2 until it validates again.
      step1Validated: false,
      errors: {},
    }),
    assignStep1Errors: assign({ errors: ({ context }) => fieldErrors(step1Schema, context.step1) }),
    assignFieldErrors: assign({ errors: (_, errors: Record<string, string>) => errors }),
    markStep1Validated: assign({ step1Validated: true, errors: {} }),
    assignBoundaryMap: assign({
      boundaryMap: (_, file: PickedFile) => file.dataUrl,
      mapNames: ({ context }, file: PickedFile) => ({ ...context.mapNames, community_boundary_map: file.name }),
      lostMaps: ({ context }) => context.lostMaps.filter((f) => f !== 'community_boundary_map'),
      errors: ({ context }) => omit(context.errors, 'community_boundary_map'),
    }),
    assignUploadError: assign({
      errors: ({ context }, p: { field: string; file: PickedFile; tooLarge: string }) => ({
        ...context.errors,
        [p.field]: uploadError(p.file, p.tooLarge) ?? '',
      }),
    }),
    assignStep2: assign({
      step2: ({ context }, values: Partial<Step2Values>) => ({ ...context.step2, ...values }),
      errors: {},
    }),
    /** Choosing the proposal option unchecks more-info, and vice versa. */
    assignProposal: assign({
      isLookingForProposal: (_, checked: boolean) => checked,
      wouldLikeMoreInfo: ({ context }, checked: boolean) => (checked ? false : context.wouldLikeMoreInfo),
    }),
    assignMoreInfo: assign({
      wouldLikeMoreInfo: (_, checked: boolean) => checked,
      isLookingForProposal: ({ context }, checked: boolean) => (checked ? false : context.isLookingForProposal),
    }),
    assignMap: assign({
      maps: ({ context }, p: { field: Step2Map; file: PickedFile }) => ({ ...context.maps, [p.field]: p.file.dataUrl }),
      mapNames: ({ context }, p: { field: Step2Map; file: PickedFile }) => ({
        ...context.mapNames,
        [p.field]: p.file.name,
      }),
      lostMaps: ({ context }, p: { field: Step2Map; file: PickedFile }) =>
        context.lostMaps.filter((f) => f !== p.field),
      errors: ({ context }, p: { field: Step2Map; file: PickedFile }) => omit(context.errors, p.field),
    }),
    assignStep2Errors: assign({ errors: { proposal_due: PROPOSAL_DUE_MESSAGE } }),
    assignProposalIds: assign({
      proposalUuid: (_, r: ProposalResult) => (r.kind === 'saved' ? r.proposalUuid : null),
      innerProposalUuid: (_, r: ProposalResult) => (r.kind === 'saved' ? r.innerProposalUuid : null),
    }),
    /** Effects the view provides. */
    persistStep1: (_, _step1: Step1Values) => notProvided('persistStep1'),
    /** Toasts of 10 s, one per line (see NotifyErrorsParams). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<CommercialEnquiryContext, CommercialEnquiryEvent>(),
    clearSession: () => notProvided('clearSession'),
    navigate: (_, _to: '/account' | '/') => notProvided('navigate'),
  },
}).createMachine({
  id: 'commercialEnquiry',
  description:
    "Commercial community enquiry wizard (/commercial): 1 'Tell us about your community', 2 'Tell us how we can help you'.",
  context: ({ input }) => {
    const { step1, ...rest } = input;
    return {
      input: rest,
      step1: { ...emptyStep1, ...step1 },
      boundaryMap: null,
      step1Validated: false,
      step2: emptyStep2,
      isLookingForProposal: false,
      wouldLikeMoreInfo: false,
      maps: { pet_waste_station_map: null, trash_can_location_map: null, common_area_cleaning_map: null },
      mapNames: {},
      lostMaps: [],
      errors: {},
      proposalUuid: input.proposalUuid,
      innerProposalUuid: input.innerProposalUuid,
    };
  },
  initial: 'step1',
  states: {
    step1: {
      description:
        "Step 1 'Tell us about your community': names, management company, community name, email, phones (visitors), role, reach-out, property types, home count, boundary map, address.",
      initial: 'editing',
      states: {
        editing: {
          description:
            'Editing step 1; Next validates it. The step 2 header is reachable only once step 1 was validated.',
          on: {
            'step1.change': { actions: { type: 'assignStep1', params: ({ event }) => event.values } },
            'step1.map.select': [
              {
                guard: {
                  type: 'isUploadAcceptable',
                  params: ({ event }) => ({ file: event.file, tooLarge: messages.fileTooLarge }),
                },
                actions: { type: 'assignBoundaryMap', params: ({ event }) => event.file },
              },
              {
                actions: {
                  type: 'assignUploadError',
                  params: ({ event }) => ({
                    field: 'community_boundary_map',
                    file: event.file,
                    tooLarge: messages.fileTooLarge,
                  }),
                },
              },
            ],
            'step1.next': [{ guard: 'isStep1Valid', target: 'verifying' }, { actions: 'assignStep1Errors' }],
            'wizard.step2.open': { guard: 'isStep1Validated', target: 'leaving' },
          },
        },
        verifying: {
          description:
            'Checking the email (already in use) and, when it came from the search box, the address with the server.',
          invoke: {
            id: 'verifyStep1',
            src: 'verifyStep1',
            input: ({ context }) => ({
              email_address: context.step1.email_address.trim(),
              address: context.step1.address,
              address_from_search: context.step1.address_from_search,
              loggedIn: context.input.loggedIn,
            }),
            onDone: [
              {
                guard: { type: 'isVerified', params: ({ event }) => event.output },
                target: 'leaving',
                actions: ['markStep1Validated', { type: 'persistStep1', params: ({ context }) => context.step1 }],
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignFieldErrors',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : {}),
                },
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        leaving: {
          description: 'Step 1 validated and stored in the session; the step changes after 500 ms.',
          after: { wizardStep: { target: '#commercialEnquiry.step2' } },
        },
      },
    },
    step2: {
      description:
        "Step 2 'Tell us how we can help you': proposal or more information, proposal due date, services and products, station, bag, trash-can and common-area details with maps, current frequency, comments.",
      initial: 'editing',
      states: {
        editing: {
          description: 'Editing step 2; the proposal and more-info options exclude each other.',
          on: {
            'step2.change': { actions: { type: 'assignStep2', params: ({ event }) => event.values } },
            'step2.proposal.change': { actions: { type: 'assignProposal', params: ({ event }) => event.checked } },
            'step2.moreInfo.change': { actions: { type: 'assignMoreInfo', params: ({ event }) => event.checked } },
            'step2.map.select': [
              {
                guard: {
                  type: 'isUploadAcceptable',
                  params: ({ event }) => ({ file: event.file, tooLarge: messages.imageSizeTooLarge }),
                },
                actions: { type: 'assignMap', params: ({ event }) => ({ field: event.field, file: event.file }) },
              },
              {
                actions: {
                  type: 'assignUploadError',
                  params: ({ event }) => ({
                    field: event.field,
                    file: event.file,
                    tooLarge: messages.imageSizeTooLarge,
                  }),
                },
              },
            ],
            'step2.back': { target: 'leaving' },
            'step2.submit': [
              { guard: 'isStep2Valid', target: '#commercialEnquiry.submitting' },
              { actions: 'assignStep2Errors' },
            ],
          },
        },
        leaving: {
          description: 'Back to step 1; the step changes after 500 ms.',
          after: { wizardStep: { target: '#commercialEnquiry.step1.editing' } },
        },
      },
    },
    submitting: {
      description:
        'The submit chain: quote update, then (500 ms) the proposal with status enquiry, then (1 s) its line items.',
      initial: 'checkingQuote',
      states: {
        checkingQuote: {
          description: "Without the commercial quote id: toast 'Quote id not found' (10 s).",
          always: [
            { guard: 'hasQuoteId', target: 'updatingQuote' },
            {
              target: '#commercialEnquiry.step2.editing',
              actions: { type: 'notifyErrors', params: { errors: [messages.quoteIdNotFound] } },
            },
          ],
        },
        updatingQuote: {
          description: 'PATCH /commercial-quote/{id}/ with the enquiry payload.',
          invoke: {
            id: 'updateQuote',
            src: 'updateQuote',
            input: ({ context }) => ({ quoteUuid: context.input.quoteUuid ?? '', payload: enquiryPayload(context) }),
            onDone: [
              { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'waitingProposal' },
              {
                target: '#commercialEnquiry.step2.editing',
                actions: { type: 'notifyRefusal', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: '#commercialEnquiry.step2.editing',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waitingProposal: {
          description: 'Waiting 500 ms before the proposal.',
          after: { submitFirst: { target: 'savingProposal' } },
        },
        savingProposal: {
          description:
            "The proposal record with proposal_status 'enquiry' and the proposal date (YYYY-MM-DD of proposal_due, or null).",
          invoke: {
            id: 'saveProposal',
            src: 'saveProposal',
            input: ({ context }) => ({
              proposalUuid: context.proposalUuid,
              commercial_quote_uuid: context.input.quoteUuid ?? '',
              proposal_status: 'enquiry' as const,
              proposal_date: context.step2.proposal_due ? context.step2.proposal_due.slice(0, 10) : null,
            }),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output },
                target: 'waitingLineItems',
                actions: { type: 'assignProposalIds', params: ({ event }) => event.output },
              },
              {
                target: '#commercialEnquiry.step2.editing',
                actions: { type: 'notifyRefusal', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: '#commercialEnquiry.step2.editing',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waitingLineItems: {
          description: 'Waiting 1 s before the line items.',
          after: { submitSecond: { target: 'creatingLineItems' } },
        },
        creatingLineItems: {
          description: 'Proposal line items from the chosen services and products (all numbers 0, is_incomplete true).',
          invoke: {
            id: 'createLineItems',
            src: 'createLineItems',
            input: ({ context }) => ({
              proposal_uuid: context.proposalUuid ?? '',
              inner_proposal_uuid: context.innerProposalUuid,
              line_items: lineItemsFor(context.step2),
            }),
            onDone: [
              { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'finishing' },
              {
                target: '#commercialEnquiry.step2.editing',
                actions: { type: 'notifyErrors', params: { errors: [messages.proposalItemFailed] } },
              },
            ],
            onError: {
              target: '#commercialEnquiry.step2.editing',
              actions: { type: 'notifyErrors', params: { errors: [messages.proposalItemFailed] } },
            },
          },
        },
        finishing: {
          description:
            'Final redirect: /account if logged in, otherwise the session is cleared and the user goes to /.',
          always: [
            { guard: 'isLoggedIn', target: '#commercialEnquiry.toAccount' },
            { target: '#commercialEnquiry.toHome' },
          ],
        },
      },
    },
    toAccount: {
      description: 'Enquiry sent by a signed-in user: /account.',
      type: 'final',
      entry: { type: 'navigate', params: '/account' },
    },
    toHome: {
      description: 'Enquiry sent by a visitor: the session is cleared and the user goes to /.',
      type: 'final',
      entry: ['clearSession', { type: 'navigate', params: '/' }],
    },
  },
});

function omit(errors: Record<string, string>, key: string): Record<string, string> {
  const { [key]: _dropped, ...rest } = errors;
  return rest;
}
