/**
 * Registry of every machine: flow name (kebab-case, the folder under machines/) → machine.
 * `npm run flows` writes docs/flows/<flow>.md for each entry, and tests/model/flows-docs.test.ts
 * fails when docs/flows is stale. One import line and one entry line per machine, in
 * alphabetical order, so that branches adding machines merge cleanly.
 */
import type { AnyStateMachine } from 'xstate';
import { accountEditMachine } from './account-edit/account-edit.machine';
import { addBagsMachine } from './add-bags/add-bags.machine';
import { authMachine } from './auth/auth.machine';
import { authorizedUsersMachine } from './authorized-users/authorized-users.machine';
import { cardMachine } from './card/card.machine';
import { checkoutMachine } from './checkout/checkout.machine';
import { commercialEnquiryMachine } from './commercial-enquiry/commercial-enquiry.machine';
import { communityInfoMachine } from './community-info/community-info.machine';
import { dogMachine } from './dog/dog.machine';
import { dogInfoMachine } from './dog-info/dog-info.machine';
import { notificationPreferencesMachine } from './notification-preferences/notification-preferences.machine';
import { pauseServiceMachine } from './pause-service/pause-service.machine';
import { paymentLinkMachine } from './payment-link/payment-link.machine';
import { quoteMachine } from './quote/quote.machine';
import { registrationMachine } from './registration/registration.machine';
import { resumeMachine } from './resume/resume.machine';
import { serviceFeedbackMachine } from './service-feedback/service-feedback.machine';
import { serviceTypeMachine } from './service-type/service-type.machine';
import { sessionMachine } from './session/session.machine';
import { subscriptionMachine } from './subscription/subscription.machine';
import { ticketMachine } from './ticket/ticket.machine';
import { zipCheckMachine } from './zip-check/zip-check.machine';

export const machines: Record<string, AnyStateMachine> = {
  'account-edit': accountEditMachine,
  'add-bags': addBagsMachine,
  auth: authMachine,
  'authorized-users': authorizedUsersMachine,
  card: cardMachine,
  checkout: checkoutMachine,
  'commercial-enquiry': commercialEnquiryMachine,
  'community-info': communityInfoMachine,
  dog: dogMachine,
  'dog-info': dogInfoMachine,
  'notification-preferences': notificationPreferencesMachine,
  'pause-service': pauseServiceMachine,
  'payment-link': paymentLinkMachine,
  quote: quoteMachine,
  registration: registrationMachine,
  resume: resumeMachine,
  'service-feedback': serviceFeedbackMachine,
  'service-type': serviceTypeMachine,
  session: sessionMachine,
  subscription: subscriptionMachine,
  ticket: ticketMachine,
  'zip-check': zipCheckMachine,
};
