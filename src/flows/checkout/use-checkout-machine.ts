// The checkout actor's logic and options, fixed for the life of the view: the machine provided with
// its implementations (./actors), its input from the visitor's session and the email screen's lead
// (handed down by the route), and the stored snapshot when one can resume (./checkout-persistence).
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { CheckoutForm } from '../../../machines/checkout/checkout.schema';
import type { CheckoutInput } from '../../../machines/checkout/checkout.types';
import type { QuoteOutput } from '../../../machines/quote/quote.machine';
import type { Area } from '../../../machines/shared/types';
import { useApi } from '../../api-context';
import type { CardFieldsController } from '../../adapters/card-fields/card-fields';
import { inspect } from '../../inspect';
import type { LoginSession } from '../../session-store';
import { acquisitionStore } from '../shared/acquisition-store';
import type { StoredLead } from '../shared/acquisition-store';
import { createCheckoutImplementations } from './actors';
import { checkoutPersistence } from './checkout-persistence';

/** Who is checking out, as the route read it when the screen opened. */
export interface CheckoutVisitor {
  session: LoginSession | null;
  /** The lead of the email screen (a visitor's lead id, email and how-heard answer). */
  lead: StoredLead | null;
  /** The marketing channel of the ZIP screen ('&s=N'); null when none was stored. */
  channel: number | null;
  scorpionId: string | null;
}

export interface CheckoutMachineProps {
  area: Area;
  visitor: CheckoutVisitor;
  /** The quote the customer accepted on step 1 (selections, coupon, calculated price). */
  quote: QuoteOutput;
  /**
   * An existing customer changing a subscription: success goes to /account instead of /doginfo.
   * Default: signed in and the account's 'Add New Service' flag (is_edit) is set.
   */
  editingSubscription?: boolean;
  /** Where success goes; defaults to the app router. */
  navigate?: (to: '/doginfo' | '/account') => void;
}

function sessionPrefill(session: LoginSession | null): Partial<CheckoutForm> | undefined {
  if (!session) return undefined;
  return {
    first_name: session.user.first_name ?? '',
    last_name: session.user.last_name ?? '',
    email: session.user.email || session.email,
  };
}

export function useCheckoutMachine({ area, visitor, quote, editingSubscription, navigate }: CheckoutMachineProps) {
  const api = useApi();
  const { session, lead } = visitor;
  const router = useRouter({ warn: false });
  const signedIn = session !== null;
  // The card adapter's controller, read by the tokenize actor at run time (created once, like the machine).
  const [cardRef] = useState(() => ({ current: null as CardFieldsController | null }));
  // The machine, its input and the restored snapshot are fixed for the life of the view.
  const [machine] = useState(() =>
    checkoutMachine.provide(
      createCheckoutImplementations({
        api,
        card: cardRef,
        quote,
        leadId: signedIn ? null : (lead?.leadId ?? null),
        channel: visitor.channel,
        navigate: (to) => {
          if (navigate) navigate(to);
          else void router?.navigate({ to });
        },
      }),
    ),
  );
  const [options] = useState(() => {
    const input: CheckoutInput = {
      area,
      quote,
      signedIn,
      leadId: signedIn ? null : (lead?.leadId ?? null),
      // A customer who came from the account's 'Add New Service' (its is_edit flag, spec 3 §2) goes
      // back to /account after checkout (spec 1 §6), not to /doginfo.
      editingSubscription: editingSubscription ?? (signedIn && acquisitionStore.accountEntry()?.is_edit === true),
      scorpionId: visitor.scorpionId,
      form: {
        ...(lead?.email && !signedIn ? { email: lead.email } : {}),
        ...(lead?.howHeard ? { hear_about_us: [lead.howHeard] } : {}),
        ...sessionPrefill(session),
      },
    };
    const snapshot = checkoutPersistence.load(input);
    return { input, ...(snapshot ? { snapshot } : {}), inspect };
  });
  return { machine, options, cardRef, signedIn };
}
