// The ZIP screen (spec 1 §2 'ZIP screen', §4, §5): step 1 (ZIP), step 2 'Doggone it!' (enquiry email).
// Renders the zip-check machine; every rule (5 digits, valid email, served or not, the signed-in
// user's zip_codes, deep links) is the machine's. Part of the entry chunk and prerendered:
// it uses the plain controls of src/ui (no react-aria), so the first visit stays small.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useActor } from '@xstate/react';
import * as v from 'valibot';
import { zipCheckMachine } from '../../../machines/zip-check/zip-check.machine';
import { zipSchema } from '../../../machines/zip-check/zip-check.schema';
import { useApi } from '../../api-context';
import { channelFromFragment } from '../../domain/channel';
import { ZIP_LENGTH } from '../../domain/constants';
import {
  firstVisitMessages as messages,
  HOME_TRUST_HEADING,
  HOME_TRUST_POINTS,
} from '../../domain/first-visit-messages';
import { inspect } from '../../inspect';
import { NoContractIcon } from '../../ui/icons/no-contract';
import { ShieldCheckIcon } from '../../ui/icons/shield-check';
import { ThumbsUpIcon } from '../../ui/icons/thumbs-up';
import { AppLink, PlainButton, PlainDigitsField, PlainTextField } from '../../ui/plain-controls';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast-queue';
import type { Navigate } from '../shared/flow-transitions';
import { useTransitions } from '../shared/flow-transitions';
import { createZipCheckImplementations } from './actors';
import type { DeepLink } from './deep-link';
import '../../styles/zip-check.css';
import { BusyForm } from '../../ui/busy-form';

/** Wording ours: the spec resets to step 1 after the enquiry without saying what the visitor reads. */
export const ENQUIRY_THANKS = "Thank you! We'll let you know when service reaches your area.";

export interface ZipCheckViewProps {
  navigate: Navigate;
  /** The deep link of the URL (query or /checkzip path), or null. */
  deepLink: DeepLink | null;
  /** The URL text where '&s=N' may appear (path, query, hash). */
  fragment: string;
  /** Signed in: the ZIP check is against the user's own ZIP codes (spec 1 §2) and no sign-in link shows. */
  signedIn: boolean;
  /** The signed-in user's ZIP codes, read once when the screen starts; null for a visitor. */
  userZipCodes: string[] | null;
}

export function ZipCheckView({ navigate, deepLink, fragment, signedIn, userZipCodes }: ZipCheckViewProps) {
  const api = useApi();
  const [machine] = useState(() => zipCheckMachine.provide(createZipCheckImplementations(api, navigate)));
  const [snapshot, send, actorRef] = useActor(machine, {
    input: {
      deepLink,
      // src/domain/channel.ts is the authority on '&s=N'; the machine gets its normalised value.
      fragment: `&s=${channelFromFragment(fragment)}`,
      userZipCodes,
    },
    inspect,
  });
  const [zipTouched, setZipTouched] = useState(false);

  const onStep2 = snapshot.matches('step2') || snapshot.matches('enquiring');
  const checking = !onStep2 && !snapshot.matches('step1');
  const enquiring = snapshot.matches('enquiring');
  const { zip, email } = snapshot.context;

  // Errors are toasts through the machine's notifyErrors (actors.ts); the thanks is the view's own.
  useTransitions(actorRef, (previous, next) => {
    if (previous.matches('enquiring') && next.matches('step1')) {
      setZipTouched(false);
      toast.success(ENQUIRY_THANKS);
    }
  });

  // Moving between the steps replaces the heading: take focus there so the change is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  const step = onStep2 ? 2 : 1;
  const firstStep = useRef(step);
  useEffect(() => {
    if (firstStep.current === step) return;
    firstStep.current = -1;
    heading.current?.focus();
  }, [step]);

  if (onStep2) {
    return (
      <ZipHero>
        <section className="screen zip-check" aria-labelledby="zip-check-title">
          <h1 id="zip-check-title" ref={heading} tabIndex={-1}>
            Doggone it!
          </h1>
          <p className="screen__subtitle">
            We don&apos;t offer service in <strong>{zip}</strong> yet. Leave your email and we&apos;ll let you know as
            soon as we do.
          </p>
          <BusyForm className="zip-check__form" busy={enquiring} onSubmit={() => send({ type: 'enquiry.submit' })}>
            <PlainTextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              isReadOnly={enquiring}
              onChange={(value) => send({ type: 'enquiry.email.change', value })}
            />
            <div className="zip-check__actions">
              <PlainButton
                type="submit"
                isPending={enquiring}
                isDisabled={!enquiring && !snapshot.can({ type: 'enquiry.submit' })}
              >
                Keep Me Updated!
              </PlainButton>
              <PlainButton variant="quiet" isDisabled={enquiring} onPress={() => send({ type: 'enquiry.back' })}>
                Check another ZIP code
              </PlainButton>
            </div>
            {enquiring ? <Spinner label="Sending" /> : null}
          </BusyForm>
        </section>
      </ZipHero>
    );
  }

  const showZipError = zipTouched && !checking && !v.is(zipSchema, zip);
  return (
    <ZipHero>
      <section className="screen screen--home zip-check" aria-labelledby="zip-check-title">
        <h1 id="zip-check-title" ref={heading} tabIndex={-1}>
          Take back your backyard!
        </h1>
        <p className="screen__subtitle">Get a FREE - FAST service quote now!</p>
        <BusyForm
          className="zip-check__form zip-check__form--inline"
          busy={checking}
          onSubmit={() => {
            setZipTouched(true);
            send({ type: 'zip.submit' });
          }}
        >
          <PlainDigitsField
            label="ZIP code"
            name="zipcode"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            value={zip}
            isReadOnly={checking}
            isInvalid={showZipError}
            errorMessage={messages.zipInvalid}
            onChange={(value) => send({ type: 'zip.change', value })}
            onBlur={() => setZipTouched(true)}
          />
          <div className="zip-check__actions">
            <PlainButton
              type="submit"
              isPending={checking}
              isDisabled={!checking && !snapshot.can({ type: 'zip.submit' })}
            >
              Check Availability
            </PlainButton>
          </div>
          {checking ? <Spinner label="Checking availability" /> : null}
        </BusyForm>
        {signedIn ? null : (
          <p className="zip-check__login">
            Already a customer?{' '}
            <AppLink to="/login" onNavigate={(to) => navigate(to)}>
              Log in
            </AppLink>
          </p>
        )}
      </section>
    </ZipHero>
  );
}

const TRUST_ICONS = { vetted: ShieldCheckIcon, 'no-contract': NoContractIcon, guarantee: ThumbsUpIcon } as const;

/**
 * The home hero: the ZIP step (either step) first in the DOM, so a keyboard or a screen
 * reader meets it first; then the decorative drawn scene and the three trust points. The scene is a static
 * file (public/illustrations/yard.svg), not imported: it stays out of the first visit's JavaScript.
 */
function ZipHero({ children }: { children: ReactNode }) {
  return (
    <div className="zip-hero">
      <div className="zip-hero__band">
        {children}
        <img className="zip-hero__art" src="/illustrations/yard.svg" alt="" width={480} height={360} decoding="async" />
      </div>
      <section className="zip-hero__trust" aria-labelledby="zip-hero-trust-title">
        <h2 id="zip-hero-trust-title" className="zip-hero__trust-title">
          {HOME_TRUST_HEADING}
        </h2>
        <ul className="zip-hero__points">
          {HOME_TRUST_POINTS.map(({ id, title, text }) => {
            const TrustIcon = TRUST_ICONS[id];
            return (
              <li key={id} className="zip-hero__point">
                <span className="zip-hero__icon">
                  <TrustIcon size={24} />
                </span>
                <span>
                  <strong className="zip-hero__point-title">{title}</strong> <span>{text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
