// The wizard's logic and options, fixed for the life of the view: the machine provided with its
// implementations (./actors), its input from the route (area, session, the email screen's lead and
// commercial ids) and the stored progress when it can resume (./persistence).
import { useState } from 'react';
import { commercialEnquiryMachine } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { CommercialEnquiryInput } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { Area } from '../../../machines/shared/types';
import { useApi } from '../../api-context';
import { inspect } from '../../inspect';
import type { LoginSession } from '../../session-store';
import type { StoredCommercial, StoredLead } from '../shared/acquisition-store';
import { createCommercialImplementations } from './actors';
import { commercialPersistence } from './persistence';

export interface CommercialVisit {
  area: Area;
  session: LoginSession | null;
  /** The email screen's lead: the visitor's email and how-heard answer. */
  lead: StoredLead | null;
  /** The quote and proposal the email screen made (null: 'Quote id not found' on submit). */
  commercial: StoredCommercial | null;
  navigate: (to: '/account' | '/') => void;
}

/** A signed-in user's names and email come from the account (locked); a visitor starts with one phone row. */
export function initialStep1({ session, lead }: Pick<CommercialVisit, 'session' | 'lead'>) {
  if (session)
    return {
      first_name: session.user.first_name ?? '',
      last_name: session.user.last_name ?? '',
      email_address: session.user.email || session.email,
    };
  return {
    email_address: lead?.email ?? '',
    phone_numbers: [{ phone: '', type: 'mobile' as const, primary: true }],
  };
}

/** Today in the user's time zone, YYYY-MM-DD (the due date must be after it). */
function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function commercialInput(visit: Omit<CommercialVisit, 'navigate'>): CommercialEnquiryInput {
  const { area, session, lead, commercial } = visit;
  return {
    loggedIn: session !== null,
    userUuid: session?.user.uuid ?? null,
    fieldOfficeUuid: area.uuid,
    zipCode: area.zipcode,
    quoteUuid: commercial?.commercialQuoteUuid ?? null,
    proposalUuid: commercial?.proposalUuid ?? null,
    // The proposal's answer names its inner proposal; one is made when it has none.
    innerProposalUuid: null,
    hearAboutUs: lead?.howHeard ? [lead.howHeard] : [],
    today: localToday(),
    step1: initialStep1(visit),
  };
}

export function useCommercialMachine(visit: CommercialVisit) {
  const api = useApi();
  const [machine] = useState(() =>
    commercialEnquiryMachine.provide(
      createCommercialImplementations({ api, fieldOfficeUuid: visit.area.uuid, navigate: visit.navigate }),
    ),
  );
  const [options] = useState(() => {
    const input = commercialInput(visit);
    const snapshot = commercialPersistence.load(input);
    return { input, ...(snapshot ? { snapshot } : {}), inspect };
  });
  return { machine, options };
}
